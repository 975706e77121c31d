import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AdminDate, OrderStatusBadge } from '../components/badges';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import { aud } from '../orders/order-text';
import { UserBadges } from './UserBadges';
import { REDIRECT_AFTER_MS, USER_LOADING } from './UserDetailStore';

function Field({ label, value, onChange, error, readOnly = false }: { label: string; value: string; onChange: (v: string) => void; error?: string | undefined; readOnly?: boolean }) {
  const id = `user-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} aria-invalid={error !== undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <p id={`${id}-error`} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** /adminpanel/users/{name}/{id}: info and addresses with edit toggles, badges, actions, Delete User and the user's orders. */
const UserDetailPage = observer(function UserDetailPage() {
  const { users } = useStores();
  const store = users.detail;
  const { userid = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    void store.load(userid);
  }, [store, userid]);

  useEffect(() => {
    if (!store.deleted) return;
    const timer = setTimeout(() => navigate('/adminpanel/users'), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [store.deleted, navigate]);

  const u = store.user;
  if (store.error)
    return (
      <p role="alert" className="adm-alert adm-alert--danger">
        {store.error}
      </p>
    );
  if (!u) return <p role="status">{USER_LOADING}</p>;
  const errors = store.fieldErrors;

  return (
    <section className="adm-page" aria-label={`User ${u.firstName} ${u.lastName}`}>
      <SuccessAlert message={store.notice} />
      {store.actionError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.actionError}
        </p>
      )}
      <header className="adm-page__head">
        <h2>{`${u.firstName} ${u.lastName}`.trim() || u.email}</h2>
        <UserBadges user={u} />
        <span className="adm-badge adm-badge--info">{u.customerType}</span>
      </header>

      <div className="adm-form__actions" aria-label="Actions">
        <button type="button" className="adm-btn adm-btn--secondary" disabled={store.saving || store.deleted} onClick={() => void store.setAdmin(!u.isAdmin)}>
          {u.isAdmin ? 'Unassign Admin' : 'Assign Admin'}
        </button>
        {store.canActivate && (
          <button type="button" className="adm-btn adm-btn--secondary" disabled={store.saving} onClick={() => void store.activate()}>
            Activate Account
          </button>
        )}
        {store.canChangeMailing && (
          <button type="button" className="adm-btn adm-btn--secondary" disabled={store.saving} onClick={() => void store.setMailing(!u.sendOffers)}>
            {u.sendOffers ? 'Remove from mailing list' : 'Add to mailing list'}
          </button>
        )}
        <button type="button" className="adm-btn adm-btn--danger" disabled={store.deleted} onClick={() => store.deletion.ask(u)}>
          Delete User
        </button>
      </div>

      <section aria-label="User info" className="adm-card">
        <h3>
          User info{' '}
          <button type="button" className="adm-btn adm-btn--small adm-btn--secondary" aria-pressed={store.editingInfo} onClick={store.toggleInfo}>
            {store.editingInfo ? 'Close' : 'Edit'}
            <span className="adm-visually-hidden"> user info</span>
          </button>
        </h3>
        {store.editingInfo ? (
          <form
            className="adm-form"
            aria-label="Edit user info"
            onSubmit={(e) => {
              e.preventDefault();
              void store.saveInfo();
            }}
          >
            <Field label="First name" value={store.info.firstName} onChange={(v) => store.setInfo('firstName', v)} error={errors.firstName} />
            <Field label="Last name" value={store.info.lastName} onChange={(v) => store.setInfo('lastName', v)} error={errors.lastName} />
            <Field label="E-mail" value={store.info.email} onChange={(v) => store.setInfo('email', v)} error={errors.email} />
            <button type="submit" className="adm-btn" disabled={store.saving}>
              Update
            </button>
          </form>
        ) : (
          <dl>
            <dt>First name</dt>
            <dd>{u.firstName}</dd>
            <dt>Last name</dt>
            <dd>{u.lastName}</dd>
            <dt>E-mail</dt>
            <dd>{u.email}</dd>
            <dt>Joined</dt>
            <dd>
              <AdminDate value={u.dateCreated} />
            </dd>
          </dl>
        )}
      </section>

      <section aria-label="Addresses" className="adm-card">
        <h3>Addresses</h3>
        {u.adress.length === 0 && <p>No addresses saved.</p>}
        {u.adress.map((a) => (
          <div key={a._id} className="adm-card">
            <h4>
              {a.addressType === 'default' ? 'Primary address' : 'Secondary address'}{' '}
              <button type="button" className="adm-btn adm-btn--small adm-btn--secondary" aria-pressed={store.editingAddress === a._id} onClick={() => store.toggleAddress(a)}>
                {store.editingAddress === a._id ? 'Close' : 'Edit'}
                <span className="adm-visually-hidden"> {a.streetAdress}</span>
              </button>
            </h4>
            {store.editingAddress === a._id ? (
              <form
                className="adm-form"
                aria-label="Edit address"
                onSubmit={(e) => {
                  e.preventDefault();
                  void store.saveAddress();
                }}
              >
                <Field label="Street address" value={store.address.streetAdress} onChange={(v) => store.setAddress('streetAdress', v)} error={errors.streetAdress} />
                <Field label="Suburb" value={store.address.suburb} onChange={(v) => store.setAddress('suburb', v)} error={errors.suburb} />
                <Field label="State" value={store.address.region} onChange={(v) => store.setAddress('region', v)} error={errors.region} readOnly={a.addressType === 'default'} />
                <Field label="Postcode" value={store.address.zipCode} onChange={(v) => store.setAddress('zipCode', v)} error={errors.zipCode} />
                <button type="submit" className="adm-btn" disabled={store.saving}>
                  Update
                </button>
              </form>
            ) : (
              <p>
                {a.streetAdress}, {a.suburb} {a.region} {a.zipCode}
              </p>
            )}
          </div>
        ))}
      </section>

      <section aria-label="Orders">
        <h3>Orders</h3>
        {u.orders.length === 0 ? (
          <p>{`${u.firstName} hasn't placed any orders yet.`}</p>
        ) : (
          <ul className="adm-list">
            {u.orders.map((o) => (
              <li key={o._id}>
                <Link to={`/adminpanel/orders/${o._id}`}>{o.orderid.toUpperCase()}</Link> · <AdminDate value={o.created_at} /> · {aud(o.total)} · <OrderStatusBadge status={o.orderStatus} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        title="Delete user"
        message="Are you sure you want to permanently delete this user? Orders placed by this user will not be deleted."
        open={store.deletion.open}
        busy={store.deletion.busy}
        error={store.deletion.error}
        onConfirm={() => void store.deletion.confirm()}
        onCancel={store.deletion.cancel}
      />
    </section>
  );
});

export default UserDetailPage;
