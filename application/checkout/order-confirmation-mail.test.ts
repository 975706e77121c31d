import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../orders/ports.js';
import { orderConfirmationMail, TEST_ORDER_NOTICE } from './order-confirmation-mail.js';
import { newOrderNumber } from './order-number.js';
import { SequentialIds } from '../testing/fakes.js';

const order: OrderRecord = {
  id: 'o1',
  orderid: 'AB12CD34',
  userId: null,
  email: 'ada@example.com',
  firstName: 'Ada <b>',
  lastName: 'Lovelace',
  address: '1 Collins St',
  city: 'Melbourne',
  region: 'VIC',
  postcode: '3000',
  country: 'Australia',
  phoneNumber: '0412345678',
  message: '',
  goGreen: false,
  shippingType: 'standardShipping',
  shippingFeeCents: 1000,
  subtotalCents: 9100,
  discountCents: 910,
  totalCents: 9190,
  gstCents: 835,
  donationCents: 819,
  couponId: 'c',
  coupon: { code: 'SAVE10', amount: 10, isPercent: true },
  paymentType: 'stripe',
  paymentId: 'pi',
  testMode: false,
  checkoutKey: 'k',
  accessToken: 't',
  orderStatus: 'Processing',
  shippingDate: null,
  trackingNumber: null,
  stockRestored: false,
  createdAt: new Date('2026-11-25T01:00:00Z'),
  lines: [{ productId: 'p', variantId: 'v', productName: 'Ridge Tee', productSize: 'S', productImage: '', quantity: 2, unitPriceCents: 4550, category: 'solid' }],
};

describe('order confirmation mail', () => {
  it('is an Australian tax invoice: the words, legal name, ABN, date, lines and the GST included', () => {
    const m = orderConfirmationMail(order, { legalName: 'Soul Searching Outdoor Co. Pty Ltd', abn: '51 824 753 556', supportEmail: 'support@example.com', publicUrl: 'http://shop' });
    expect(m.to).toBe('ada@example.com');
    for (const part of [
      'Tax invoice',
      'Soul Searching Outdoor Co. Pty Ltd, ABN 51 824 753 556',
      'Date: 25th November 2026',
      'Ridge Tee - S × 2 @ $45.50 = $91.00',
      'Discount (SAVE10): -$9.10',
      'Shipping (Standard): $10.00',
      'Total: $91.90',
      'Total price includes GST of $8.35',
    ]) {
      expect(m.text).toContain(part);
    }
    expect(m.html).toContain('Ada &lt;b&gt;');
    expect(m.html).toContain('Total price includes GST of $8.35');
    expect(m.subject).toBe('Tax invoice for your order AB12CD34');
    expect(m.text).not.toContain('TEST');
  });

  it('says in the subject, the first line and the HTML that a test order is a test order', () => {
    const m = orderConfirmationMail(
      { ...order, testMode: true },
      { legalName: 'Soul Searching Outdoor Co. Pty Ltd', abn: '51 824 753 556', supportEmail: 'support@example.com', publicUrl: 'http://shop' },
    );
    expect(m.subject).toBe('[TEST ORDER] Tax invoice for your order AB12CD34');
    expect(m.text.split('\n')[0]).toBe(TEST_ORDER_NOTICE);
    expect(TEST_ORDER_NOTICE).toMatch(/No real payment was taken/);
    expect(m.html).toContain(TEST_ORDER_NOTICE);
  });

  it('numbers orders with 8 unambiguous upper-case letters and digits', () => {
    const ids = new SequentialIds();
    const numbers = Array.from({ length: 20 }, () => newOrderNumber(ids));
    for (const n of numbers) expect(n).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(numbers).size).toBe(20);
  });
});
