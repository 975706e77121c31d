import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';

export interface DrawerProps {
  id: string;
  title: string;
  side: 'left' | 'right';
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** What differs between the SPAs: their stylesheet's class prefix (`sf`, `adm`) and close icon. */
export interface DrawerLook {
  prefix: string;
  closeIcon: ReactNode;
}

/**
 * A modal side panel: traps focus while open, closes on Escape or a click on the backdrop and
 * gives focus back to whatever opened it.
 */
export function Drawer({ id, title, side, open, onClose, children, prefix, closeIcon }: DrawerProps & DrawerLook) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open, onClose, `${prefix}-scroll-locked`);

  if (!open) return null;
  return (
    <div className={`${prefix}-drawer-layer`}>
      <div className={`${prefix}-drawer__backdrop`} onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} id={id} className={`${prefix}-drawer ${prefix}-drawer--${side}`} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className={`${prefix}-drawer__head`}>
          <h2 id={`${id}-title`} className={`${prefix}-drawer__title`}>
            {title}
          </h2>
          <button type="button" className={`${prefix}-icon-btn`} onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
            {closeIcon}
          </button>
        </div>
        <div className={`${prefix}-drawer__body`}>{children}</div>
      </div>
    </div>
  );
}
