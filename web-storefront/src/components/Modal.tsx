import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useFocusTrap } from '../../../web-shared/ui/useFocusTrap';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/** A centred dialog: traps focus, closes on Escape, the close button or a click on the backdrop. */
export function Modal({ title, open, onClose, children, hideTitle = false, size = 'medium' }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onClose, 'sf-scroll-locked');
  if (!open) return null;
  return (
    <div className="sf-modal-layer">
      <div className="sf-modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className={`sf-modal sf-modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="sf-modal__head">
          <h2 id={titleId} className={hideTitle ? 'sf-visually-hidden' : 'sf-modal__title'}>
            {title}
          </h2>
          <button type="button" className="sf-icon-btn sf-modal__close" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <div className="sf-modal__body">{children}</div>
      </div>
    </div>
  );
}
