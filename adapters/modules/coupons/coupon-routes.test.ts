// The back office's coupon calls over HTTP against a real database, served as the restricted role:
// answers (checked against their declared schemas), bad input, unknown ids, conflicts, the access
// rules, the audit entry written with each change, and what the checkout makes of the change.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, melbourneDate } from '../../../domain/dates.js';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { fromNewAddress, orderBody, testCard } from '../../../test-support/factories/checkout.js';
import { createCoupon } from '../../../test-support/factories/coupons.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { couponSchema, couponsAnswer, createCouponAnswer, deleteCouponAnswer } from './coupon-views.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } }); // the order placed below comes from a shopper's own address
  admin = await signIn(api, { email: `boss-${randomUUID().slice(0, 8)}@example.com` });
});

afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const auditOf = async (id: string) =>
  (await api.db.query('SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['coupon', id])).rows;
const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 6)}`;
const today = () => melbourneDate(new Date());
const tomorrow = () => addCalendarDays(today(), 1);
const form = (over: Record<string, unknown> = {}) => ({
  code: code('Spring'),
  isPercent: true,
  amount: 20,
  expireDate: tomorrow(),
  isActive: true,
  minimumSpend: '',
  isOneTime: true,
  categories: [],
  ...over,
});
const applyDiscount = (coupon: string) => api.call('POST', '/api/discounts/applyDiscount', { body: { coupon } });

describe('POST /api/admin/createNewCoupon', () => {
  it('answers 201 with the coupon as typed (minimum spend 0 when blank) and writes its audit entry; the checkout takes it in any case', async () => {
    const typed = code('Winter');
    const r = await asAdmin('POST', '/api/admin/createNewCoupon', form({ code: ` ${typed} `, categories: ['solid', 'Marble'] }));
    expect(r.status).toBe(201);
    expect(createCouponAnswer.parse(r.body)).toEqual({
      coupon: { _id: expect.any(String), code: typed, expireDate: tomorrow(), amount: 20, isActive: true, isPercent: true, minimumSpend: 0, isOneTime: true, categories: ['solid', 'marble'] },
    });
    const id = r.body.coupon._id as string;
    expect(await auditOf(id)).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'coupon.created',
        before: null,
        after: { code: typed, isPercent: true, amount: 20, minimumSpend: 0, expireDate: tomorrow(), isActive: true, isOneTime: true, categories: ['solid', 'marble'] },
      },
    ]);
    expect(await applyDiscount(typed.toUpperCase())).toMatchObject({ status: 200, body: { code: typed, amount: 20, isPercent: true } });
  });
  it('takes a fixed amount and a minimum spend in dollars, typed as text', async () => {
    const r = await asAdmin('POST', '/api/admin/createNewCoupon', form({ isPercent: false, amount: '12.50', minimumSpend: '80', isOneTime: false }));
    expect(r).toMatchObject({ status: 201, body: { coupon: { amount: 12.5, isPercent: false, minimumSpend: 80, isOneTime: false } } });
    const stored = await api.db.query('SELECT amount, minimum_spend_cents FROM coupons WHERE id = $1', [r.body.coupon._id]);
    expect(stored.rows).toEqual([{ amount: 1250, minimum_spend_cents: 8000 }]);
  });
  it('refuses a code already used, in any case (409 {code}), writing nothing', async () => {
    const taken = code('Taken');
    expect((await asAdmin('POST', '/api/admin/createNewCoupon', form({ code: taken }))).status).toBe(201);
    const again = await asAdmin('POST', '/api/admin/createNewCoupon', form({ code: taken.toLowerCase() }));
    expect(again).toMatchObject({ status: 409, body: { code: `A coupon with the code ${taken.toLowerCase()} already exists.` } });
    expect((await api.db.query('SELECT count(*)::int AS n FROM coupons WHERE upper(code) = upper($1)', [taken])).rows[0].n).toBe(1);
  });
  it('answers bad input with 400 and a message under every bad field', async () => {
    const none = await asAdmin('POST', '/api/admin/createNewCoupon', {});
    expect(none).toMatchObject({
      status: 400,
      body: { code: 'Coupon code is required.', amount: 'Amount is required.', expireDate: 'Expiry date is required.', isPercent: expect.any(String), isOneTime: expect.any(String) },
    });
    const bad = await asAdmin('POST', '/api/admin/createNewCoupon', form({ code: 'no spaces!', amount: 150, minimumSpend: '-5', expireDate: today(), categories: ['tops'] }));
    expect(bad).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        code: 'Coupon code may only contain letters, numbers, hyphens and underscores (at most 32).',
        amount: 'A percentage discount cannot be more than 100.',
        minimumSpend: 'Minimum spend must be 0 or more, with at most 2 decimals.',
        expireDate: 'Expiry date must be later than today.',
        categories: 'A coupon can be limited to solid, nailart, overlay, marble, missfrankie, sale; not tops.',
      },
    });
    expect((await asAdmin('POST', '/api/admin/createNewCoupon', form({ amount: 0, isPercent: false }))).body).toEqual({ amount: 'Amount must be greater than 0.' });
    expect((await asAdmin('POST', '/api/admin/createNewCoupon', form({ expireDate: addCalendarDays(today(), -1) }))).body).toEqual({ expireDate: 'Expiry date must be later than today.' });
    expect((await asAdmin('POST', '/api/admin/createNewCoupon', form({ expireDate: '31/12/2099' }))).body).toEqual({ expireDate: 'Expiry date is not a valid date.' });
    expect((await api.db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'coupon.created' AND after->>'code' = 'no spaces!'")).rows[0].n).toBe(0);
  });
});

describe('GET /api/admin/getAdminCoupons/{page}', () => {
  it('pages by 20, newest first, with the count of all; a page past the end is empty', async () => {
    const before = (await asAdmin('GET', '/api/admin/getAdminCoupons/1')).body.count as number;
    const made: string[] = [];
    for (let i = 0; i < 22; i += 1) made.push((await createCoupon(api.db, { code: code(`L${i}x`) })).id);
    const first = await asAdmin('GET', '/api/admin/getAdminCoupons/1');
    expect(first.status).toBe(200);
    const page1 = couponsAnswer.parse(first.body);
    expect([page1.count, page1.coupons.length]).toEqual([before + 22, 20]);
    expect(page1.coupons.map((c) => c._id)).toEqual(made.slice(2).reverse());
    const page2 = couponsAnswer.parse((await asAdmin('GET', '/api/admin/getAdminCoupons/2')).body);
    expect(page2.coupons.slice(0, 2).map((c) => c._id)).toEqual([made[1], made[0]]);
    expect((await asAdmin('GET', '/api/admin/getAdminCoupons/99')).body).toEqual({ coupons: [], count: before + 22 });
    expect(await asAdmin('GET', '/api/admin/getAdminCoupons/0')).toMatchObject({ status: 400, body: { page: expect.any(String) } });
    expect((await asAdmin('GET', '/api/admin/getAdminCoupons/x')).status).toBe(400);
  });
  it('shows the categories, the amounts in their units and the minimum spend in dollars', async () => {
    const fixed = await createCoupon(api.db, { isPercent: false, amount: 1550, minimumSpendCents: 4000, categories: ['sale'], isOneTime: true, isActive: false });
    const page = couponsAnswer.parse((await asAdmin('GET', '/api/admin/getAdminCoupons/1')).body);
    expect(page.coupons[0]).toEqual({
      _id: fixed.id,
      code: fixed.code,
      expireDate: '2099-12-31',
      amount: 15.5,
      isActive: false,
      isPercent: false,
      minimumSpend: 40,
      isOneTime: true,
      categories: ['sale'],
    });
  });
});

describe('POST /api/admin/deactivateCoupon/{id}', () => {
  it('deactivates a coupon (refused at checkout at once) and activates it again, each audited', async () => {
    const coupon = await createCoupon(api.db, { code: code('Toggle') });
    const off = await asAdmin('POST', `/api/admin/deactivateCoupon/${coupon.id}`, { isActive: false });
    expect(off.status).toBe(200);
    expect(couponSchema.parse(off.body)).toMatchObject({ _id: coupon.id, isActive: false });
    expect((await applyDiscount(coupon.code)).body).toEqual({ coupon: 'This coupon is no longer active.' });
    expect((await asAdmin('POST', `/api/admin/deactivateCoupon/${coupon.id}`, { isActive: true })).body.isActive).toBe(true);
    expect((await applyDiscount(coupon.code)).status).toBe(200);
    expect((await auditOf(coupon.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['coupon.deactivated', { isActive: true }, { isActive: false }],
      ['coupon.activated', { isActive: false }, { isActive: true }],
    ]);
    expect((await asAdmin('POST', `/api/admin/deactivateCoupon/${coupon.id}`, { isActive: true })).status).toBe(200);
    expect(await auditOf(coupon.id)).toHaveLength(2);
  });
  it('refuses to activate a one-time coupon that has been used (409 {message}), writing nothing', async () => {
    const coupon = await createCoupon(api.db, { code: code('Once'), isOneTime: true, isActive: false });
    await api.db.query('UPDATE coupons SET times_used = 1 WHERE id = $1', [coupon.id]);
    expect(await asAdmin('POST', `/api/admin/deactivateCoupon/${coupon.id}`, { isActive: true })).toMatchObject({
      status: 409,
      body: { message: `${coupon.code} is a one-time coupon and has been used. Create a new coupon to offer the discount again.` },
    });
    expect([await auditOf(coupon.id), (await api.db.query('SELECT is_active FROM coupons WHERE id = $1', [coupon.id])).rows]).toEqual([[], [{ is_active: false }]]);
  });
  it('answers 404 {message} for an unknown id and 400 for a malformed id or state', async () => {
    expect(await asAdmin('POST', `/api/admin/deactivateCoupon/${randomUUID()}`, { isActive: false })).toMatchObject({
      status: 404,
      body: { message: 'We could not find that coupon. It may have been deleted.' },
    });
    expect(await asAdmin('POST', '/api/admin/deactivateCoupon/7', { isActive: false })).toMatchObject({ status: 400, body: { id: 'Coupon id must be a valid id.' } });
    expect(await asAdmin('POST', `/api/admin/deactivateCoupon/${randomUUID()}`, { isActive: 'off' })).toMatchObject({
      status: 400,
      body: { isActive: 'Choose whether the coupon is active (true or false).' },
    });
  });
});

describe('POST /api/admin/deleteCoupon/{id}', () => {
  it('deletes a coupon, answering it and how many are left; orders that used it keep their copy', async () => {
    const coupon = await createCoupon(api.db, { code: code('Gone') });
    const p = await createProduct(api.db, { priceCents: 5000 });
    const placed = await api.call('POST', '/api/orders/receiveStripePayment', {
      body: orderBody([[p.id, p.variantIds[0]!, 1]], { paymentId: await testCard(api), coupon: coupon.code }),
      headers: fromNewAddress(),
    });
    expect(placed).toMatchObject({ status: 200, body: { discount: 500 } });
    const left = (await api.db.query('SELECT count(*)::int AS n FROM coupons')).rows[0].n - 1;
    const r = await asAdmin('POST', `/api/admin/deleteCoupon/${coupon.id}`);
    expect(r.status).toBe(200);
    expect(deleteCouponAnswer.parse(r.body)).toEqual({ coupon: expect.objectContaining({ _id: coupon.id, code: coupon.code }), count: left });
    expect((await applyDiscount(coupon.code)).body).toEqual({ coupon: 'This coupon code is not valid.' });
    const order = await api.db.query('SELECT coupon_id, coupon FROM orders WHERE orderid = $1', [placed.body.orderid]);
    expect(order.rows).toEqual([{ coupon_id: null, coupon: expect.objectContaining({ isPercent: true, amount: 10 }) }]);
    expect(await auditOf(coupon.id)).toEqual([{ actor_id: admin.id, actor_email: admin.email, action: 'coupon.deleted', before: expect.objectContaining({ code: coupon.code }), after: null }]);
    expect(await asAdmin('POST', `/api/admin/deleteCoupon/${coupon.id}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect((await asAdmin('POST', '/api/admin/deleteCoupon/nope')).status).toBe(400);
  });
  it('keeps the history of a deleted coupon readable', async () => {
    const created = await asAdmin('POST', '/api/admin/createNewCoupon', form());
    const id = created.body.coupon._id as string;
    await asAdmin('POST', `/api/admin/deactivateCoupon/${id}`, { isActive: false });
    await asAdmin('POST', `/api/admin/deleteCoupon/${id}`);
    const history = await asAdmin('GET', `/api/admin/auditLog/coupon/${id}/1`);
    expect(history.body.entries.map((e: { action: string }) => e.action).sort()).toEqual(['coupon.created', 'coupon.deactivated', 'coupon.deleted']);
  });
});

describe('the coupon calls are for administrators only', () => {
  it.each([
    ['GET', '/api/admin/getAdminCoupons/1', undefined],
    ['POST', '/api/admin/createNewCoupon', { ...form(), code: 'NEVERMADE' }],
    ['POST', `/api/admin/deactivateCoupon/${randomUUID()}`, { isActive: false }],
    ['POST', `/api/admin/deleteCoupon/${randomUUID()}`, undefined],
  ])('%s %s: 401 without a token, 403 for a customer, 401 after logout, demotion or deactivation', async (method, path, body) => {
    await expectAdminOnly(api, { method, path, body });
  });
  it('changed nothing for those turned away', async () => {
    expect((await api.db.query("SELECT count(*)::int AS n FROM coupons WHERE code = 'NEVERMADE'")).rows[0].n).toBe(0);
  });
});
