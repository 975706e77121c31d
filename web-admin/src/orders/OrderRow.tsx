import { Link } from 'react-router-dom';
import { AdminDate, OrderStatusBadge } from '../components/badges';
import type { AdminOrderRow } from './orders-api';
import { aud, shippingLabel } from './order-text';

/** One order in the list: number (a link to the order), date, buyer, total, shipping, payment, status and tracking number. */
export function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/adminpanel/orders/${order._id}`}>{order.orderid.toUpperCase()}</Link>
        {order.testMode && <span className="adm-badge adm-badge--info"> Test</span>}
      </th>
      <td>
        <AdminDate value={order.created_at} />
      </td>
      <td>
        {order.firstName} {order.lastName}
        <br />
        <span className="adm-muted">{order.email}</span>
      </td>
      <td>{aud(order.total)}</td>
      <td className={order.shippingType === 'expressShipping' ? 'adm-highlight' : undefined}>{shippingLabel(order.shippingType)}</td>
      <td>{order.paymentType === 'paypal' ? 'Paypal' : 'Stripe'}</td>
      <td>
        <OrderStatusBadge status={order.orderStatus} />
      </td>
      <td>{order.trackingNumber ?? '—'}</td>
    </tr>
  );
}

/** The head of an order table. */
export function OrderTableHead() {
  return (
    <thead>
      <tr>
        {['Order', 'Date', 'Customer', 'Total', 'Shipping', 'Payment', 'Status', 'Tracking'].map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
