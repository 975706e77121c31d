import { customerTier } from '../../../domain/customer-tier.js';
import { formatAdminDate } from '../../../domain/dates.js';
import { adminStatusColour } from '../../../domain/order-status.js';
import { percentChange } from '../../../domain/percent-change.js';

/** An order status in the back office's colours: Processing warning, Confirmed success, anything else danger. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`adm-badge adm-badge--${adminStatusColour(status)}`}>{status}</span>;
}

/** The customer-type badge derived from a user's order count (no user: Not Enough Data). */
export function CustomerTypeBadge({ orderCount }: { orderCount: number | null | undefined }) {
  return <span className="adm-badge adm-badge--info">{customerTier(orderCount)}</span>;
}

/** A moment as the back office shows dates: 'Do MMMM YYYY, h:mm:ss a' in Melbourne time. */
export function AdminDate({ value }: { value: Date | string }) {
  const instant = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={instant}>{formatAdminDate(value)}</time>;
}

/** A dashboard card's change against the previous period, floored, with its sign. */
export function PercentChange({ current, previous }: { current: number; previous: number }) {
  const change = percentChange(current, previous);
  const tone = change > 0 ? 'success' : change < 0 ? 'danger' : 'muted';
  return <span className={`adm-change adm-change--${tone}`}>{`${change > 0 ? '+' : ''}${change}%`}</span>;
}
