import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoreContext';
import { Field, FormMessage } from './Field';

/** "Download my data" and "Delete my account" (with its password confirmation) on the dashboard. */
export const DataRightsPanel = observer(function DataRightsPanel() {
  const { dataRights: rights } = useStores();
  const navigate = useNavigate();
  const remove = async () => {
    if (await rights.deleteAccount()) navigate('/');
  };
  const { password: passwordError, ...otherErrors } = rights.deleteErrors;
  const otherError = Object.values(otherErrors)[0];
  return (
    <div className="sf-data-rights">
      <div className="sf-account-form__actions">
        <button type="button" className="sf-button sf-button--ghost" onClick={() => void rights.downloadData()} disabled={rights.exporting} aria-busy={rights.exporting}>
          {rights.exporting ? 'Preparing your data…' : 'Download my data'}
        </button>
        <button type="button" className="sf-button sf-button--ghost" onClick={rights.openDelete}>
          Delete my account
        </button>
      </div>
      {rights.exportError && <FormMessage kind="error">{rights.exportError}</FormMessage>}
      <Modal title="Delete my account" open={rights.confirmingDelete} onClose={rights.closeDelete} size="small">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
        >
          <p>Your account, addresses, cart and reviews will be deleted and you will be signed out. Your orders are kept for our tax records, without your name or contact details.</p>
          <Field label="Password" type="password" autoComplete="current-password" value={rights.password} onChange={rights.setPassword} error={passwordError} />
          {otherError && <FormMessage kind="error">{otherError}</FormMessage>}
          <div className="sf-account-form__actions">
            <button type="submit" className="sf-button" disabled={rights.deleting}>
              Yes, Delete My Account
            </button>
            <button type="button" className="sf-button sf-button--ghost" onClick={rights.closeDelete}>
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
});
