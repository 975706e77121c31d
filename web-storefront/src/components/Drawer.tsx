import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DrawerProps {
  id: string;
  title: string;
  side: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal side panel: traps focus while open, closes on Escape or a click on the backdrop and
 * gives focus back to whatever opened it.
 */
export function Drawer({ id, title, side, open, onClose, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const focusables = () => (panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : []);
    (focusables()[0] ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('sf-scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('sf-scroll-locked');
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="sf-drawer-layer">
      <div className="sf-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className={`sf-drawer sf-drawer--${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
      >
        <div className="sf-drawer__head">
          <h2 id={`${id}-title`} className="sf-drawer__title">
            {title}
          </h2>
          <button type="button" className="sf-icon-btn" onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
            <CloseIcon />
          </button>
        </div>
        <div className="sf-drawer__body">{children}</div>
      </div>
    </div>
  );
}
