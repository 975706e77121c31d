import { beforeEach, describe, expect, it } from 'vitest';
import { plainHasher } from '../testing/fakes.js';
import { InMemoryPersonalData, type StoredOrder } from '../testing/in-memory-personal-data.js';
import { ADMIN_ACCOUNT, makeDeleteCustomerAccount, WRONG_PASSWORD } from './delete-customer-account.js';
import { makeExportCustomerData } from './export-customer-data.js';
import type { UserRecord } from './ports.js';

let data: InMemoryPersonalData;

const user = (id: string, email: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  firstName: id.toUpperCase(),
  lastName: 'Smith',
  email,
  phoneNumber: '0400 000 000',
  passwordHash: `hashed:${id} secret words`,
  isAdmin: false,
  isActive: true,
  registeredUser: true,
  sendOffers: false,
  dateCreated: new Date('2026-01-01T00:00:00Z'),
  lastLogin: null,
  ...extra,
});

const order = (userId: string, orderid: string): StoredOrder => ({
  userId,
  orderid,
  createdAt: new Date('2026-02-01T00:00:00Z'),
  orderStatus: 'Processing',
  firstName: 'Ann',
  lastName: 'Smith',
  email: `${userId}@example.com`,
  phoneNumber: '0400 000 000',
  address: '1 Long St',
  city: 'Hobart',
  region: 'TAS',
  postcode: '7000',
  country: 'Australia',
  message: 'leave at the door',
  shippingType: 'standardShipping',
  paymentType: 'stripe',
  subtotalCents: 11000,
  shippingFeeCents: 0,
  discountCents: 0,
  donationCents: 0,
  totalCents: 11000,
  gstCents: 1000,
  trackingNumber: null,
  lines: [{ productName: 'Beanie', productSize: 'M', quantity: 2, unitPriceCents: 5500 }],
});

beforeEach(() => {
  data = new InMemoryPersonalData();
  data.users.set('a', user('a', 'a@example.com'));
  data.users.set('b', user('b', 'b@example.com'));
  for (const id of ['a', 'b']) {
    data.addresses.push({ id: `addr-${id}`, userId: id, streetAdress: `${id} Road`, city: 'Hobart', region: 'TAS', zipCode: '7000', country: 'Australia', isDefault: true, createdAt: new Date() });
    data.sessions.push({ id: `s-${id}`, userId: id });
    data.carts.set(id, [{ productId: 'p1', quantity: 1 }]);
    data.orders.push(order(id, `order-${id}`));
    data.reviews.push({
      id: `r-${id}`,
      productId: `p-${id}`,
      userId: id,
      email: `${id}@example.com`,
      productName: 'Beanie',
      rating: 5,
      review: `${id} loves it`,
      firstName: id,
      lastName: 'S',
      published: true,
      lastUpdated: new Date(),
    });
  }
});

const deleteAccount = () => makeDeleteCustomerAccount({ users: data, uow: data.uow, hasher: plainHasher });

describe('export customer data', () => {
  it("gives the customer's profile, addresses, orders with lines and reviews, and none of another customer's", async () => {
    const r = await makeExportCustomerData({ personalData: data })({ userId: 'a' });
    expect(r.ok && r.value).toMatchObject({
      profile: { email: 'a@example.com', firstName: 'A' },
      addresses: [{ id: 'addr-a' }],
      orders: [{ orderid: 'order-a', lines: [{ productName: 'Beanie', quantity: 2 }] }],
      reviews: [{ review: 'a loves it' }],
    });
    expect(JSON.stringify(r)).not.toMatch(/b@example|addr-b|order-b|b loves/);
  });

  it('answers 404 for an account that is gone', async () => {
    expect(await makeExportCustomerData({ personalData: data })({ userId: 'nobody' })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('delete customer account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const before = structuredClone({ users: data.users, orders: data.orders, reviews: data.reviews });
    expect(await deleteAccount()({ userId: 'a', password: 'guess' })).toEqual({
      ok: false,
      code: 'invalid_input',
      reason: 'wrong_password',
      message: WRONG_PASSWORD,
      fields: { password: WRONG_PASSWORD },
    });
    expect({ users: data.users, orders: data.orders, reviews: data.reviews }).toEqual(before);
    expect(data.uow.outbox.entries).toEqual([]);
  });

  it('refuses an administrator, whose account the back office manages', async () => {
    data.users.set('boss', user('boss', 'boss@example.com', { isAdmin: true }));
    expect(await deleteAccount()({ userId: 'boss', password: 'boss secret words' })).toMatchObject({ ok: false, code: 'forbidden', reason: 'administrator', message: ADMIN_ACCOUNT });
    expect(data.users.has('boss')).toBe(true);
  });

  it("erases the account, keeps its orders' tax figures without personal fields, and announces it", async () => {
    expect(await deleteAccount()({ userId: 'a', password: 'a secret words' })).toEqual({ ok: true, value: { success: true } });
    expect(data.users.has('a')).toBe(false);
    expect(data.addresses.map((x) => x.id)).toEqual(['addr-b']);
    expect(data.sessions.map((x) => x.id)).toEqual(['s-b']);
    expect([...data.carts.keys()]).toEqual(['b']);
    expect(data.reviews.map((x) => x.id)).toEqual(['r-b']);
    const kept = data.orders.find((o) => o.orderid === 'order-a')!;
    expect(kept).toMatchObject({
      userId: null,
      firstName: 'Deleted',
      lastName: 'customer',
      email: '',
      phoneNumber: '',
      address: '',
      message: '',
      country: 'Australia',
      totalCents: 11000,
      gstCents: 1000,
    });
    expect(kept.lines).toEqual(order('a', 'x').lines);
    expect(data.orders.find((o) => o.orderid === 'order-b')).toEqual(order('b', 'order-b'));
    expect(data.uow.outbox.events()).toEqual([
      { type: 'review.changed', data: { productId: 'p-a', reviewId: 'r-a' } },
      { type: 'user.deleted', data: { userId: 'a' } },
    ]);
  });

  it('answers 404 when the account went meanwhile', async () => {
    expect(await deleteAccount()({ userId: 'nobody', password: 'x' })).toMatchObject({ ok: false, code: 'not_found' });
  });
});
