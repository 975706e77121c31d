import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatAdminDay } from '../../../domain/dates.js';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ListState } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import { couponAmount, couponCategories } from './coupon-text';

export const COUPONS_LOADING = 'Please wait. Coupons are being fetched.';
export const NO_COUPONS = 'No coupons yet.';

/** /adminpanel/coupons: code, expiry, amount, active, categories; inactive rows highlighted (and marked Inactive); Activate/Deactivate, Delete, Load More. */
const CouponsPage = observer(function CouponsPage() {
  const { coupons: store } = useStores();
  const { list, deletion } = store;
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section className="adm-page" aria-label="Coupons">
      <div className="adm-page__head">
        <p className="adm-form__note">A one-time coupon turns inactive once it is used.</p>
        <Link className="adm-btn" to="/adminpanel/coupons/newCoupon">
          New Coupon
        </Link>
      </div>
      <SuccessAlert message={store.notice} />
      {store.actionError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.actionError}
        </p>
      )}
      <ListState list={list} loadingText={COUPONS_LOADING} emptyText={NO_COUPONS} onRetry={() => void store.load()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">Coupons</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Expiry date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Active</th>
                  <th scope="col">Categories</th>
                  <th scope="col">
                    <span className="adm-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((coupon) => (
                  <tr key={coupon._id} className={coupon.isActive ? undefined : 'is-muted'}>
                    <th scope="row">{coupon.code}</th>
                    <td>
                      <time dateTime={coupon.expireDate}>{formatAdminDay(coupon.expireDate)}</time>
                    </td>
                    <td>
                      {couponAmount(coupon)}
                      {coupon.isOneTime && <span className="adm-form__note"> (one time)</span>}
                    </td>
                    <td>
                      <span className={`adm-badge adm-badge--${coupon.isActive ? 'success' : 'warning'}`}>{coupon.isActive ? 'Active' : 'Inactive'}</span>
                    </td>
                    <td>{couponCategories(coupon)}</td>
                    <td>
                      <div className="adm-table__actions">
                        <button
                          type="button"
                          className="adm-btn adm-btn--secondary adm-btn--small"
                          onClick={() => void store.toggleActive(coupon)}
                          disabled={store.isChanging(coupon)}
                          aria-label={`${coupon.isActive ? 'Deactivate' : 'Activate'} ${coupon.code}`}
                        >
                          {coupon.isActive ? 'Deactivate' : 'Activate'}
                        </button>
                        <button type="button" className="adm-btn adm-btn--danger adm-btn--small" onClick={() => deletion.ask(coupon)} aria-label={`Delete ${coupon.code}`}>
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <LoadMore list={list} />
      <ConfirmDialog
        title="Delete coupon"
        message={`Are you sure you want to delete the coupon ${deletion.subject?.code ?? ''}? This action can't be reversed.`}
        open={deletion.open}
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </section>
  );
});

export default CouponsPage;
