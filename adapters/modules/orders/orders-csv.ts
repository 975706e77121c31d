import type { OrderExportLine } from '../../../application/orders/admin-ports.js';
import { csvText } from '../../../domain/csv.js';
import { melbourneWallClock } from '../../../domain/dates.js';
import { gstIncludedCents } from '../../../domain/gst.js';
import { centsToDollars, lineTotalCents } from '../../../domain/money.js';

export const ORDERS_CSV_HEADER = [
  'Order number',
  'Date (Melbourne)',
  'Status',
  'Test order',
  'First name',
  'Last name',
  'E-mail',
  'Payment type',
  'Shipping type',
  'Tracking number',
  'Product',
  'Size',
  'Quantity',
  'Unit price (AUD)',
  'Line total (AUD)',
  'Line GST (AUD)',
  'Order subtotal (AUD)',
  'Order discount (AUD)',
  'Order shipping (AUD)',
  'Order GST (AUD)',
  'Order donation (AUD)',
  'Order total (AUD)',
] as const;

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

const melbourne = (d: Date): string => {
  const w = melbourneWallClock(d);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${p(w.month)}-${p(w.day)} ${p(w.hour)}:${p(w.minute)}`;
};

/** The accountant's CSV: one line per order line, with the line's GST and the order's figures (GST, donation) on each. */
export function ordersCsv(lines: readonly OrderExportLine[]): string {
  return csvText(
    ORDERS_CSV_HEADER,
    lines.map((l) => {
      const o = l.order;
      const lineTotal = lineTotalCents(l.unitPriceCents, l.quantity);
      return [
        o.orderid,
        melbourne(o.createdAt),
        o.orderStatus,
        o.testMode ? 'yes' : 'no',
        o.firstName,
        o.lastName,
        o.email,
        o.paymentType,
        o.shippingType,
        o.trackingNumber,
        l.productName,
        l.productSize,
        l.quantity,
        dollars(l.unitPriceCents),
        dollars(lineTotal),
        dollars(gstIncludedCents(lineTotal)),
        dollars(o.subtotalCents),
        dollars(o.discountCents),
        dollars(o.shippingFeeCents),
        dollars(o.gstCents),
        dollars(o.donationCents),
        dollars(o.totalCents),
      ];
    }),
  );
}
