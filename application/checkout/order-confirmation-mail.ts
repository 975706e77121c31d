import { formatAdminDate } from '../../domain/dates.js';
import { formatAud, lineTotalCents } from '../../domain/money.js';
import { greetingName } from '../../domain/person-name.js';
import { toSingleLine } from '../../domain/plain-text.js';
import { shippingTypeLabel } from '../../domain/shipping-types.js';
import type { MailMessage } from '../platform/mailer.js';
import type { OrderRecord } from '../orders/ports.js';

/** Who issues the invoice (from configuration). */
export interface InvoiceIssuer {
  legalName: string;
  abn: string;
  supportEmail: string;
  publicUrl: string;
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Heads every mail of a test order, so nobody takes it for a real sale. */
export const TEST_ORDER_NOTICE = 'TEST ORDER: the shop is in test mode. No real payment was taken and this is not a valid tax invoice.';

const lineName = (l: OrderRecord['lines'][number]): string => (l.productSize ? `${l.productName} - ${l.productSize}` : l.productName);

/**
 * The order confirmation, written as an Australian tax invoice: the words 'Tax invoice', the
 * seller's legal name and ABN, the date of issue, each line with quantity and price, and the GST
 * included in the total (all prices are GST-inclusive). A test order's mail says so in its subject
 * and first line.
 */
export function orderConfirmationMail(order: OrderRecord, issuer: InvoiceIssuer): Omit<MailMessage, 'messageId'> {
  const date = formatAdminDate(order.createdAt).replace(/,.*$/, '');
  const number = order.orderid.toUpperCase();
  const shipping = order.shippingFeeCents === 0 ? 'Free' : formatAud(order.shippingFeeCents);
  const rows = order.lines.map((l) => ({ name: lineName(l), qty: l.quantity, unit: formatAud(l.unitPriceCents), total: formatAud(lineTotalCents(l.unitPriceCents, l.quantity)) }));
  const gstLine = `Total price includes GST of ${formatAud(order.gstCents)}`;
  const summary: [string, string][] = [
    ['Subtotal', formatAud(order.subtotalCents)],
    ...(order.discountCents > 0 ? [[`Discount${order.coupon ? ` (${order.coupon.code})` : ''}`, `-${formatAud(order.discountCents)}`] as [string, string]] : []),
    [`Shipping (${shippingTypeLabel(order.shippingType)})`, shipping],
    ['Total', formatAud(order.totalCents)],
  ];
  const address = toSingleLine([order.address, order.city, [order.region, order.postcode].filter(Boolean).join(' '), order.country].filter(Boolean).join(', '));
  // What the buyer typed shows only as the greeting's name and as labelled lines of the invoice.
  const name = greetingName(order.firstName);
  const thanks = `Thank you for your order${name ? `, ${name}` : ''}!`;
  const billTo = toSingleLine(`${order.firstName} ${order.lastName}, ${order.email}`);

  const text = [
    ...(order.testMode ? [TEST_ORDER_NOTICE, ''] : []),
    thanks,
    '',
    'Tax invoice',
    `${issuer.legalName}, ABN ${issuer.abn}`,
    `Invoice number: ${number}`,
    `Date: ${date}`,
    `Bill to: ${billTo}`,
    `Ship to: ${address}`,
    '',
    ...rows.map((r) => `${r.name} × ${r.qty} @ ${r.unit} = ${r.total}`),
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    gstLine,
    '',
    `Questions about your order? Write to ${issuer.supportEmail}.`,
    issuer.publicUrl,
  ].join('\n');

  const td = (s: string, right = false): string => `<td style="padding:4px 8px${right ? ';text-align:right' : ''}">${escapeHtml(s)}</td>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...(order.testMode ? [`<p style="padding:8px;border:2px solid #b00020;color:#b00020"><strong>${escapeHtml(TEST_ORDER_NOTICE)}</strong></p>`] : []),
    `<p>${escapeHtml(thanks)}</p>`,
    '<h1>Tax invoice</h1>',
    `<p>${escapeHtml(issuer.legalName)}<br>ABN ${escapeHtml(issuer.abn)}</p>`,
    `<p>Invoice number: ${escapeHtml(number)}<br>Date: ${escapeHtml(date)}<br>Bill to: ${escapeHtml(billTo)}<br>Ship to: ${escapeHtml(address)}</p>`,
    '<table><thead><tr><th>Item</th><th>Qty</th><th>Price</th><th>Amount</th></tr></thead><tbody>',
    ...rows.map((r) => `<tr>${td(r.name)}${td(String(r.qty), true)}${td(r.unit, true)}${td(r.total, true)}</tr>`),
    '</tbody><tfoot>',
    ...summary.map(([k, v]) => `<tr><td colspan="3" style="padding:4px 8px">${escapeHtml(k)}</td>${td(v, true)}</tr>`),
    '</tfoot></table>',
    `<p><strong>${escapeHtml(gstLine)}</strong></p>`,
    `<p>Questions about your order? Write to <a href="mailto:${escapeHtml(issuer.supportEmail)}">${escapeHtml(issuer.supportEmail)}</a>.</p>`,
    '</body></html>',
  ].join('\n');

  const subject = `Tax invoice for your order ${number}`;
  return { to: order.email, subject: order.testMode ? `[TEST ORDER] ${subject}` : subject, text, html };
}
