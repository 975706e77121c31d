import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `open`: focus moves into the panel, Tab cycles inside it, Escape calls onClose, the page
 * behind stops scrolling (`scrollLockClass` on the body, each SPA styles its own); on close focus
 * returns to whatever had it before.
 */
export function useFocusTrap(panelRef: RefObject<HTMLElement | null>, open: boolean, onClose: () => void, scrollLockClass: string): void {
  // A fresh onClose on each render must not re-run the effect (that would steal focus back).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const focusables = () => (panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : []);
    (focusables()[0] ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
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
    document.body.classList.add(scrollLockClass);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove(scrollLockClass);
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, open, scrollLockClass]);
}
