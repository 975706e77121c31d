import { greeting } from '../../domain/person-name.js';
import type { OrderRecord } from './ports.js';

/** Where the buyer follows a parcel (admin-api.md "Details settled"). */
export const trackingLink = (trackingNumber: string): string => `https://auspost.com.au/mypost/track/details/${encodeURIComponent(trackingNumber)}`;

const headed = (order: Pick<OrderRecord, 'testMode'>, subject: string): string => (order.testMode ? `[TEST ORDER] ${subject}` : subject);

/** The shipping notice: the order is on its way, with the tracking number and its link. */
export function shippingNoticeMail(order: Pick<OrderRecord, 'email' | 'firstName' | 'orderid' | 'testMode'>, trackingNumber: string) {
  return {
    to: order.email,
    subject: headed(order, `Your order ${order.orderid} is on its way`),
    text: [
      greeting(order.firstName),
      '',
      `Good news: your order ${order.orderid} has been shipped.`,
      `Tracking number: ${trackingNumber}`,
      `Follow your parcel here: ${trackingLink(trackingNumber)}`,
      '',
      'Thank you for shopping with us.',
      '',
    ].join('\n'),
  };
}

/** The cancellation notice: the order is cancelled and its payment refunded. */
export function cancellationMail(order: Pick<OrderRecord, 'email' | 'firstName' | 'orderid' | 'testMode'>, refunded: boolean) {
  return {
    to: order.email,
    subject: headed(order, `Your order ${order.orderid} has been cancelled`),
    text: [
      greeting(order.firstName),
      '',
      `Your order ${order.orderid} has been cancelled.`,
      refunded
        ? order.testMode
          ? 'It was a test order: no real payment was taken, so there is nothing to refund.'
          : 'Your payment has been refunded in full; it may take a few days to show on your statement.'
        : 'No payment was taken for it.',
      '',
      'If you have any questions, just reply to this e-mail.',
      '',
    ].join('\n'),
  };
}
