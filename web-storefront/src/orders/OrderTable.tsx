import { Link } from 'react-router-dom';
import type { ProfileOrder } from '../../../adapters/http/contract/orders.js';
import { melbourneDate } from '../../../domain/dates.js';
import { formatAud } from '../../../domain/money.js';
import { customerStatusColour } from '../../../domain/order-status.js';
import { Pagination } from '../components/Pagination';

export interface OrderTableProps {
  orders: ProfileOrder[];
  /** Total number of orders (the table shows one page of them). */
  totalCount: number;
  page: number;
  pageCount: number;
  showPagination: boolean;
  hrefFor: (page: number) => string;
}

/** The dashboard's order history: one page of orders, Processing in warning colour and any other status in success colour. */
export function OrderTable({ orders, totalCount, page, pageCount, showPagination, hrefFor }: OrderTableProps) {
  if (totalCount === 0) return <p className="sf-account__empty">You haven&apos;t placed any orders yet.</p>;
  return (
    <>
      <div className="sf-table-wrap">
        <table className="sf-table">
          <caption className="sf-visually-hidden">Your orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="sf-visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <td>#{order.orderid.toUpperCase()}</td>
                <td>{melbourneDate(order.created_at)}</td>
                <td>
                  <span className={`sf-status sf-status--${customerStatusColour(order.orderStatus)}`}>{order.orderStatus}</span>
                </td>
                <td>{formatAud(order.total)}</td>
                <td>
                  <Link to={`/dashboard/order-details/${encodeURIComponent(order.orderid)}`} aria-label={`View order ${order.orderid.toUpperCase()}`}>
                    View
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showPagination && <Pagination current={page} pageCount={pageCount} hrefFor={hrefFor} />}
    </>
  );
}
