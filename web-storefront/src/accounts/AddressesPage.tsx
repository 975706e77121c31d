import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddressFormView } from './AddressFormView';
import { CustomerGuard } from './CustomerGuard';
import { FormMessage } from './Field';
import './account.css';
import { Modal } from '../components/Modal';
import { PageShell } from '../components/PageShell';
import { AddressFormState } from './AddressForm';
import type { UserAddress } from '../../../web-shared/session/jwt';
import { useStores } from '../stores/StoreContext';

const AddressBook = observer(function AddressBook() {
  const { session, account } = useStores();
  const [form] = useState(() => new AddressFormState());
  const [toDelete, setToDelete] = useState<UserAddress | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addresses = session.user?.adress ?? [];

  const save = async () => {
    const editing = form.editingId !== null;
    const ok = await form.submit((fields, id) => (id ? account.editAddress(id, fields) : account.addAddress(fields)));
    if (ok) setNotice(editing ? 'Address updated.' : 'Address added.');
  };
  const confirmDelete = async () => {
    if (!toDelete?._id) return;
    const outcome = await account.deleteAddress(toDelete._id);
    if (outcome.ok) {
      if (form.editingId === toDelete._id) form.reset();
      setToDelete(null);
      setNotice('Address deleted.');
    } else setDeleteError(Object.values(outcome.errors)[0] ?? 'The address could not be deleted.');
  };

  return (
    <PageShell title="Addresses" className="sf-dashboard">
      <p>
        <Link to="/dashboard">Back to My Account</Link>
      </p>
      {notice && <FormMessage kind="success">{notice}</FormMessage>}
      <section aria-labelledby="address-book" className="sf-dashboard__section">
        <h2 id="address-book">Address Book</h2>
        {addresses.length === 0 ? (
          <p>You have no saved addresses yet.</p>
        ) : (
          <ul className="sf-address-list">
            {addresses.map((a) => (
              <li key={a._id} className="sf-address-card">
                <address>
                  {a.streetAdress}
                  <br />
                  {[a.city, a.region, a.zipCode].filter(Boolean).join(' ')}
                  <br />
                  {a.country}
                </address>
                {a.addressType === 'default' && <span className="sf-badge">Default</span>}
                <div className="sf-address-card__actions">
                  <button type="button" className="sf-button sf-button--ghost" onClick={() => form.edit(a)} aria-label={`Edit ${a.streetAdress ?? 'address'}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="sf-button sf-button--ghost"
                    onClick={() => {
                      setDeleteError(null);
                      setToDelete(a);
                    }}
                    aria-label={`Delete ${a.streetAdress ?? 'address'}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="sf-dashboard__section">
        <AddressFormView form={form} hasAddresses={addresses.length > 0} onSubmit={() => void save()} onCancel={form.editingId ? form.reset : undefined} />
      </section>
      <Modal title="Delete Address" open={toDelete !== null} onClose={() => setToDelete(null)} size="small">
        <p>Are you sure you want to delete this address?</p>
        {toDelete && <p className="sf-address-card__summary">{[toDelete.streetAdress, toDelete.city].filter(Boolean).join(', ')}</p>}
        {deleteError && <FormMessage kind="error">{deleteError}</FormMessage>}
        <div className="sf-account-form__actions">
          <button type="button" className="sf-button" onClick={() => void confirmDelete()}>
            Yes, Delete
          </button>
          <button type="button" className="sf-button sf-button--ghost" onClick={() => setToDelete(null)}>
            Cancel
          </button>
        </div>
      </Modal>
    </PageShell>
  );
});

export default function AddressesPage() {
  return (
    <CustomerGuard>
      <AddressBook />
    </CustomerGuard>
  );
}
