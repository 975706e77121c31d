import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatAdminDate } from '../../../domain/dates.js';
import { dollarsToCents, formatAud } from '../../../domain/money.js';
import { customerStatusColour } from '../../../domain/order-status.js';
import { isShippingType, SHIPPING_TYPE_LABELS } from '../../../domain/shipping-types.js';
import { CustomerGuard } from '../accounts/CustomerGuard';
import '../accounts/account.css';
import { PageLoading } from '../components/Layout';
import { NotFound } from '../components/NotFound';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';
import { OrderDetailsStore } from './OrderDetailsStore';

export const trackingUrl = (n: string): string => `https://auspost.com.au/mypost/track/details/${encodeURIComponent(n)}`;

const OrderDetails = observer(function OrderDetails() {
  const { orderid = '' } = useParams();
  const { ordersApi } = useStores();
  const [store] = useState(() => new OrderDetailsStore(ordersApi));

  useEffect(() => {
    void store.load(orderid);
  }, [store, orderid]);

  const order = store.order;
  if (store.missing) return <NotFound />;
  if (order === null) return <PageLoading />;
  const rows: [string, React.ReactNode][] = [
    ['Order number', `#${order.orderid.toUpperCase()}`],
    ['Date', formatAdminDate(order.created_at)],
    [
      'Status',
      <span key="status" className={`sf-status sf-status--${customerStatusColour(order.orderStatus)}`}>
        {order.orderStatus}
      </span>,
    ],
    ['Payment', order.paymentType === 'paypal' ? 'PayPal' : 'Card'],
    ['Shipping', isShippingType(order.shippingType) ? SHIPPING_TYPE_LABELS[order.shippingType] : order.shippingType],
    ['Shipping date', order.shippingDate ? formatAdminDate(order.shippingDate) : 'Not shipped yet'],
    [
      'Tracking number',
      order.trackingNumber ? (
        <a key="tracking" href={trackingUrl(order.trackingNumber)} target="_blank" rel="noreferrer noopener">
          {order.trackingNumber}
        </a>
      ) : (
        'Not available yet'
      ),
    ],
    ['Ship to', [order.firstName, order.lastName].join(' ') + ', ' + [order.address, order.city, order.region, order.postcode, order.country].filter(Boolean).join(', ')],
  ];
  if (order.coupon) rows.push(['Coupon', order.coupon.code]);
  if (order.message) rows.push(['Order notes', order.message]);
  return (
    <PageShell title="Order Details" className="sf-dashboard">
      <p>
        <Link to="/dashboard">Back to My Account</Link>
      </p>
      <dl className="sf-order-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="sf-table-wrap">
        <table className="sf-table">
          <caption>Products</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((p, i) => (
              <tr key={`${p.productId ?? 'gone'}-${i}`}>
                <td>
                  {p.productImage && <img src={p.productImage} alt="" width={48} height={48} />} {p.productName}
                  {p.productSize ? ` - ${p.productSize}` : ''}
                </td>
                <td>{p.productQuantity}</td>
                <td>{formatAud(dollarsToCents(p.productPrice))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="sf-order-facts sf-order-facts--totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatAud(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{order.shippingFee === 0 ? 'Free' : formatAud(dollarsToCents(order.shippingFee))}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>-{formatAud(order.discount)}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>{formatAud(order.total)}</dd>
        </div>
        <div>
          <dt>GST included</dt>
          <dd>{formatAud(order.gst)}</dd>
        </div>
        {order.donation > 0 && (
          <div>
            <dt>Donated to conservation</dt>
            <dd>{formatAud(order.donation)}</dd>
          </div>
        )}
      </dl>
    </PageShell>
  );
});

export default function OrderDetailsPage() {
  return (
    <CustomerGuard>
      <OrderDetails />
    </CustomerGuard>
  );
}
