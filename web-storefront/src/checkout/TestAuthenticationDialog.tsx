import { Modal } from '../components/Modal';

export interface TestAuthenticationDialogProps {
  open: boolean;
  onAnswer: (approved: boolean) => void;
}

/** Test mode's stand-in for the bank's 3-D Secure page (the authentication card 4000 0027 6000 3184). Closing it fails the authentication. */
export function TestAuthenticationDialog({ open, onAnswer }: TestAuthenticationDialogProps) {
  return (
    <Modal title="Authenticate payment" open={open} onClose={() => onAnswer(false)} size="small">
      <p className="co-testmode" role="note">
        <strong>Test mode</strong>: your bank would now ask you to confirm this payment. No real payment is taken.
      </p>
      <div className="co-row">
        <button type="button" className="sf-button co-continue" onClick={() => onAnswer(true)}>
          Complete authentication
        </button>
        <button type="button" className="sf-button" onClick={() => onAnswer(false)}>
          Fail authentication
        </button>
      </div>
    </Modal>
  );
}
