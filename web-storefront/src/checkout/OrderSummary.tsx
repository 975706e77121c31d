import { formatAud } from '../../../domain/index.js';
import './checkout.css';
import { LineTableHead, lineTitle } from './CartTable';

export interface SummaryLine {
  key: string;
  name: string;
  size: string;
  image?: string;
  quantity: number;
  /** Line total in cents. */
  priceCents: number;
}

export interface OrderSummaryProps {
  lines: readonly SummaryLine[];
  subtotalCents: number;
  discountCents: number;
  /** null while no shipping method is chosen. */
  shippingCents: number | null;
  totalCents: number;
  gstCents?: number;
  donationCents?: number;
  title?: string;
}

/** Lines and totals of a cart at checkout or of a placed order. */
export function OrderSummary({ lines, subtotalCents, discountCents, shippingCents, totalCents, gstCents, donationCents, title = 'Order summary' }: OrderSummaryProps) {
  return (
    <section className="co-summary" aria-label={title}>
      <h2 className="co-summary__title">{title}</h2>
      <table className="co-table co-table--compact">
        <LineTableHead />
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <td className="co-table__image">{line.image ? <img src={line.image} alt="" width={48} height={48} loading="lazy" /> : null}</td>
              <th scope="row">{lineTitle(line.name, line.size)}</th>
              <td>{line.quantity}</td>
              <td className="co-num">{formatAud(line.priceCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="co-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatAud(subtotalCents)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shippingCents === null ? 'Calculated at the next step' : shippingCents === 0 ? 'Free' : formatAud(shippingCents)}</dd>
        </div>
        {discountCents > 0 && (
          <div>
            <dt>Discount applied</dt>
            <dd>−{formatAud(discountCents)}</dd>
          </div>
        )}
        <div className="co-totals__total">
          <dt>Total</dt>
          <dd>{formatAud(totalCents)}</dd>
        </div>
        {gstCents !== undefined && (
          <div className="co-totals__note">
            <dt>GST included</dt>
            <dd>{formatAud(gstCents)}</dd>
          </div>
        )}
        {donationCents !== undefined && (
          <div className="co-totals__note">
            <dt>Our conservation donation from this order</dt>
            <dd>{formatAud(donationCents)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
