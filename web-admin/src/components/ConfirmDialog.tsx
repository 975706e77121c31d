import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { useFocusTrap } from '../../../web-shared/ui/useFocusTrap';

export interface ConfirmDialogProps {
  /** The dialog's accessible name, e.g. 'Delete category'. */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this product?' */
  message: string;
  open: boolean;
  busy?: boolean;
  /** Why the change was refused (it stays open to show it). */
  error?: string | null;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change that cannot be undone. An alert dialog named by its title and described by
 * its question; focus moves in (to Cancel, the safe choice), Tab stays inside, Escape or the
 * backdrop cancel, and focus goes back to the button that opened it.
 */
export const ConfirmDialog = observer(function ConfirmDialog({
  title,
  message,
  open,
  busy = false,
  error = null,
  confirmLabel = 'Yes, Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useFocusTrap(panel, open, onCancel, 'adm-scroll-locked');
  if (!open) return null;
  return (
    <div className="adm-dialog-layer">
      <div className="adm-dialog__backdrop" aria-hidden="true" onClick={onCancel} />
      <div ref={panel} className="adm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} tabIndex={-1}>
        <h2 id={titleId} className="adm-dialog__title">
          {title}
        </h2>
        <p id={messageId}>{message}</p>
        {error && (
          <p role="alert" className="adm-alert adm-alert--danger">
            {error}
          </p>
        )}
        <div className="adm-dialog__actions">
          <button type="button" className="adm-btn adm-btn--secondary" onClick={onCancel} disabled={busy}>
            {error ? 'Close' : cancelLabel}
          </button>
          <button type="button" className="adm-btn adm-btn--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? 'Please wait…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
});
