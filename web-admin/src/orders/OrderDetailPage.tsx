import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { AdminDate, OrderStatusBadge } from '../components/badges';
import { SuccessAlert } from '../components/SuccessAlert';
import { useStores } from '../stores/StoreContext';
import { CLOSE_AFTER_MS } from './OrderDetailStore';
import { ORDERS_LOADING } from './OrdersStore';
import { aud, orderAge, shippingLabel, trackingUrl } from './order-text';

export const NO_OTHER_ORDERS = 'No other orders found.';

/** /adminpanel/orders/{id}: the order with its badges, products, address, tracking, summary, actions and the customer's other orders. */
const OrderDetailPage = observer(function OrderDetailPage() {
  const { orders } = useStores();
  const store = orders.detail;
  const { orderid = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    void store.load(orderid);
  }, [store, orderid]);

  useEffect(() => {
    if (!store.deleted) return;
    const timer = setTimeout(() => navigate('/adminpanel/orders'), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [store.deleted, navigate]);

  const o = store.order;
  if (store.error) {
    return (
      <p role="alert" className="adm-alert adm-alert--danger">
        {store.error}
      </p>
    );
  }
  if (!o) return <p role="status">{ORDERS_LOADING}</p>;
  const discountApplied = o.coupon !== null && o.discount > 0;

  return (
    <section className="adm-page" aria-label={`Order ${o.orderid.toUpperCase()}`}>
      <SuccessAlert message={store.notice} />
      <header className="adm-page__head">
        <h2>
          Order #{o.orderid.toUpperCase()} <OrderStatusBadge status={o.orderStatus} />
        </h2>
        <p className="adm-badges">
          {o.goGreen && <span className="adm-badge adm-badge--success">Eco-friendly</span>}
          {o.shippingType === 'expressShipping' && <span className="adm-badge adm-badge--warning">Express</span>}
          {o.testMode && <span className="adm-badge adm-badge--info">Test order</span>}
          <span className="adm-badge adm-badge--info">{o.customerType}</span>
        </p>
        <p>
          Placed <AdminDate value={o.created_at} /> ({orderAge(o.created_at, Date.now())})
        </p>
      </header>

      <table className="adm-table">
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Total (AUD)</th>
          </tr>
        </thead>
        <tbody>
          {o.products.map((p, i) => (
            <tr key={`${p.productId ?? 'gone'}-${i}`}>
              <td>{p.productImage ? <img src={p.productImage} alt="" width={48} height={48} /> : null}</td>
              <th scope="row">
                {p.productName}
                {p.productSize ? ` (${p.productSize})` : ''}
              </th>
              <td>{p.productQuantity}</td>
              <td>{aud(Math.round(p.productPrice * 100))}</td>
              <td>{aud(Math.round(p.productPrice * 100) * p.productQuantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="adm-grid">
        <address>
          <strong>
            {o.firstName} {o.lastName}
          </strong>
          <br />
          {o.address}, {o.city} {o.region} {o.postcode}, {o.country}
          <br />
          {o.phoneNumber}
          <br />
          {o.email}
        </address>
        <dl>
          <dt>Delivery date</dt>
          <dd>{o.shippingDate ? <AdminDate value={o.shippingDate} /> : 'Not shipped yet'}</dd>
          <dt>Tracking number</dt>
          <dd>
            {o.trackingNumber ? (
              <a href={trackingUrl(o.trackingNumber)} target="_blank" rel="noreferrer noopener">
                {o.trackingNumber}
              </a>
            ) : (
              'None yet'
            )}
          </dd>
          {o.refundedAt && (
            <>
              <dt>Refunded</dt>
              <dd>
                <AdminDate value={o.refundedAt} />
              </dd>
            </>
          )}
        </dl>
      </div>

      {store.canAddTracking && !store.trackingOpen && (
        <button type="button" className="adm-btn" onClick={store.openTracking}>
          Add tracking number
        </button>
      )}
      {store.trackingOpen && (
        <form
          className="adm-form"
          aria-label="Tracking number"
          onSubmit={(e) => {
            e.preventDefault();
            store.askTracking();
          }}
        >
          <label className="adm-field">
            <span>Tracking number</span>
            <input
              value={store.trackingNumber}
              onChange={(e) => store.setTrackingNumber(e.target.value)}
              aria-invalid={store.trackingError !== null}
              aria-describedby={store.trackingError ? 'tracking-error' : undefined}
            />
          </label>
          {store.trackingError && (
            <p id="tracking-error" className="adm-field__error">
              {store.trackingError}
            </p>
          )}
          <div className="adm-form__actions">
            <button type="submit" className="adm-btn" disabled={!store.canAddTracking}>
              Update
            </button>
            <button type="button" className="adm-btn adm-btn--secondary" onClick={store.closeTracking}>
              Close
            </button>
          </div>
        </form>
      )}

      <dl className="adm-summary" aria-label="Order summary">
        <dt>Subtotal</dt>
        <dd>{aud(o.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{o.shippingFee === 0 ? 'Free' : aud(Math.round(o.shippingFee * 100))}</dd>
        <dt>Discount</dt>
        <dd>{discountApplied ? `-${aud(o.discount)} (${o.coupon?.code ?? ''} applied)` : 'None'}</dd>
        <dt>Total</dt>
        <dd>{aud(o.total)}</dd>
      </dl>

      <div className="adm-form__actions">
        {store.canCancel && (
          <button type="button" className="adm-btn adm-btn--secondary" onClick={() => store.cancellation.ask(o)}>
            Cancel Order
          </button>
        )}
        <button type="button" className="adm-btn adm-btn--danger" onClick={() => store.deletion.ask(o)} disabled={store.deleted}>
          Delete Order
        </button>
      </div>

      <h3>Other orders</h3>
      {o.user && o.user.orders.length > 0 ? (
        <ul className="adm-list">
          {o.user.orders.map((other) => (
            <li key={other._id}>
              <Link to={`/adminpanel/orders/${other._id}`}>{other.orderid.toUpperCase()}</Link> · <AdminDate value={other.created_at} /> · {aud(other.total)} · {shippingLabel(other.shippingType)} ·{' '}
              {other.paymentType} · <OrderStatusBadge status={other.orderStatus} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{NO_OTHER_ORDERS}</p>
      )}

      <ConfirmDialog
        title="Add tracking number"
        message={`Confirm the order with tracking number ${store.tracking.subject ?? ''}? The buyer will be e-mailed a shipping notice.`}
        confirmLabel="Yes, Update"
        open={store.tracking.open}
        busy={store.tracking.busy}
        error={store.tracking.error}
        onConfirm={() => void store.tracking.confirm()}
        onCancel={store.tracking.cancel}
      />
      <ConfirmDialog
        title="Cancel order"
        message="Cancel this order? Its stock is restored, the payment refunded and the buyer e-mailed."
        confirmLabel="Yes, Cancel Order"
        cancelLabel="Keep order"
        open={store.cancellation.open}
        busy={store.cancellation.busy}
        error={store.cancellation.error}
        onConfirm={() => void store.cancellation.confirm()}
        onCancel={store.cancellation.cancel}
      />
      <ConfirmDialog
        title="Delete order"
        message="Are you sure? This action can't be reversed."
        open={store.deletion.open}
        busy={store.deletion.busy}
        error={store.deletion.error}
        onConfirm={() => void store.deletion.confirm()}
        onCancel={store.deletion.cancel}
      />
    </section>
  );
});

export default OrderDetailPage;
