import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { inMemoryCouponStores } from '../testing/in-memory-coupons.js';
import { makeCreateAdminCoupon } from './create-coupon.js';
import { makeDeleteCoupon } from './delete-coupon.js';
import { makeListCoupons } from './list-coupons.js';
import { makeSetCouponActive } from './set-coupon-active.js';
import { UNKNOWN_COUPON, type NewCouponRequest } from './ports.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
const NOWHERE = '00000000-0000-4000-8000-00000000ffff';
// 11:00 on 25 November in Melbourne
const NOW = new Date('2026-11-25T00:00:00Z');

function setup() {
  const stores = inMemoryCouponStores();
  const clock = new FixedClock(NOW);
  const deps = { uow: stores.uow, ids: new SequentialIds(), clock };
  return {
    ...stores,
    clock,
    create: makeCreateAdminCoupon(deps),
    setActive: makeSetCouponActive(deps),
    remove: makeDeleteCoupon(deps),
    list: makeListCoupons({ coupons: stores.coupons }),
  };
}

const form = (over: Partial<NewCouponRequest> = {}): NewCouponRequest => ({
  code: 'Winter20',
  isPercent: true,
  amount: 20,
  expireDate: '2026-12-31',
  isActive: true,
  minimumSpend: '',
  isOneTime: true,
  categories: [],
  ...over,
});

async function created(s: ReturnType<typeof setup>, over: Partial<NewCouponRequest> = {}) {
  const r = await s.create({ actor, ...form(over) });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('create a coupon', () => {
  it('keeps the code as typed, minimum spend 0 when blank, and records it in the audit log in one unit of work', async () => {
    const s = setup();
    const r = await s.create({ actor, ...form({ categories: ['Solid', 'sale'] }) });
    expect(r).toMatchObject({
      ok: true,
      value: {
        code: 'Winter20',
        discount: { kind: 'percent', percent: 20 },
        minimumSpendCents: 0,
        expireDate: '2026-12-31',
        isOneTime: true,
        isActive: true,
        categories: ['solid', 'sale'],
        createdAt: NOW,
      },
    });
    const id = r.ok ? r.value.id : '';
    expect(s.audit.entries).toEqual([
      {
        id: '1',
        actor,
        at: NOW,
        action: 'coupon.created',
        entityType: 'coupon',
        entityId: id,
        before: null,
        after: { code: 'Winter20', isPercent: true, amount: 20, minimumSpend: 0, expireDate: '2026-12-31', isActive: true, isOneTime: true, categories: ['solid', 'sale'] },
      },
    ]);
  });
  it('takes a fixed amount and a minimum spend in dollars', async () => {
    const s = setup();
    const c = await created(s, { isPercent: false, amount: '12.50', minimumSpend: 80 });
    expect(c).toMatchObject({ discount: { kind: 'fixed', amountCents: 1250 }, minimumSpendCents: 8000 });
    expect(s.audit.entries[0]?.after).toMatchObject({ isPercent: false, amount: 12.5, minimumSpend: 80 });
  });
  it('refuses a code already used in any case (409 under code), leaving no audit entry', async () => {
    const s = setup();
    await created(s);
    expect(await s.create({ actor, ...form({ code: ' WINTER20 ' }) })).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'code_taken',
      fields: { code: 'A coupon with the code WINTER20 already exists.' },
    });
    expect([s.coupons.coupons.size, s.audit.entries.length]).toEqual([1, 1]);
  });
  it('refuses bad fields (400 under each) without touching anything: expiry today or earlier in Melbourne, amount, percent over 100', async () => {
    const s = setup();
    expect(await s.create({ actor, ...form({ expireDate: '2026-11-25', amount: 0 }) })).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fields: { expireDate: 'Expiry date must be later than today.', amount: 'Amount must be greater than 0.' },
    });
    expect(await s.create({ actor, ...form({ amount: 150 }) })).toMatchObject({ ok: false, fields: { amount: 'A percentage discount cannot be more than 100.' } });
    expect(await s.create({ actor, ...form({ minimumSpend: '-3' }) })).toMatchObject({ ok: false, fields: { minimumSpend: expect.any(String) } });
    expect(await s.create({ actor, ...form({ categories: ['tops'] }) })).toMatchObject({ ok: false, fields: { categories: expect.stringContaining('not tops') } });
    expect([s.coupons.coupons.size, s.audit.entries.length]).toEqual([0, 0]);
    expect((await s.create({ actor, ...form({ expireDate: '2026-11-26' }) })).ok).toBe(true);
  });
});

describe('list coupons', () => {
  it('pages by 20, newest first, with the count of all', async () => {
    const s = setup();
    for (let i = 0; i < 21; i += 1) {
      await created(s, { code: `C${i}` });
      s.clock.advance(1000);
    }
    const first = await s.list({ page: 1 });
    expect(first.ok && [first.value.count, first.value.coupons.length, first.value.coupons[0]?.code]).toEqual([21, 20, 'C20']);
    const second = await s.list({ page: 2 });
    expect(second.ok && second.value.coupons.map((c) => c.code)).toEqual(['C0']);
  });
});

describe('activate and deactivate', () => {
  it('records the state before and after', async () => {
    const s = setup();
    const c = await created(s);
    expect(await s.setActive({ actor, id: c.id, isActive: false })).toMatchObject({ ok: true, value: { id: c.id, isActive: false } });
    expect(await s.setActive({ actor, id: c.id, isActive: true })).toMatchObject({ ok: true, value: { isActive: true } });
    expect(s.audit.entries.slice(1).map((e) => [e.action, e.before, e.after])).toEqual([
      ['coupon.deactivated', { isActive: true }, { isActive: false }],
      ['coupon.activated', { isActive: false }, { isActive: true }],
    ]);
  });
  it('changes and records nothing when the coupon already has that state; 404 for an unknown one', async () => {
    const s = setup();
    const c = await created(s);
    expect(await s.setActive({ actor, id: c.id, isActive: true })).toMatchObject({ ok: true, value: { isActive: true } });
    expect(s.audit.entries).toHaveLength(1);
    expect(await s.setActive({ actor, id: NOWHERE, isActive: false })).toMatchObject({ ok: false, code: 'not_found', reason: 'unknown_coupon', message: UNKNOWN_COUPON });
  });
});

describe('a used one-time coupon', () => {
  it('cannot be activated again (409), recording nothing; an unused or unlimited one can', async () => {
    const s = setup();
    const used = await created(s, { code: 'ONCE', isActive: true });
    s.coupons.coupons.set(used.id, { ...used, isActive: false, timesUsed: 1 });
    expect(await s.setActive({ actor, id: used.id, isActive: true })).toMatchObject({
      ok: false,
      code: 'conflict',
      reason: 'one_time_coupon_used',
      message: 'ONCE is a one-time coupon and has been used. Create a new coupon to offer the discount again.',
    });
    const unlimited = await created(s, { code: 'MANY', isOneTime: false });
    s.coupons.coupons.set(unlimited.id, { ...unlimited, isActive: false, timesUsed: 7 });
    expect(await s.setActive({ actor, id: unlimited.id, isActive: true })).toMatchObject({ ok: true, value: { isActive: true } });
    expect(s.audit.entries.map((e) => e.action)).toEqual(['coupon.created', 'coupon.created', 'coupon.activated']);
  });
});

describe('delete a coupon', () => {
  it('answers the coupon and how many are left, keeping what it was in the audit log', async () => {
    const s = setup();
    const a = await created(s, { code: 'A1' });
    await created(s, { code: 'B1' });
    expect(await s.remove({ actor, id: a.id })).toMatchObject({ ok: true, value: { coupon: { id: a.id, code: 'A1' }, count: 1 } });
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'coupon.deleted', entityId: a.id, before: { code: 'A1' }, after: null });
    expect(await s.remove({ actor, id: a.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(s.audit.entries).toHaveLength(3);
  });
});
