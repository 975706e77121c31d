import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { InMemoryUserRepository } from '../testing/in-memory-user-repository.js';
import { InMemoryCheckout, RecordingAnalytics } from '../testing/in-memory-checkout.js';
import { makeSaveGuestUser } from './save-guest-user.js';
import { makeVerifyUser } from './verify-user.js';
import { ok } from '../../domain/result.js';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work.js';

const form = {
  email: ' Ada@Example.COM',
  firstname: 'Ada',
  lastname: 'Lovelace',
  phoneNumber: '0412 345 678',
  address: '1 Collins St',
  city: 'Melbourne',
  region: 'VIC',
  postcode: '3000',
  country: 'Australia',
};

describe('save a guest user', () => {
  it('saves an unregistered user with the offers choice and the cart, and emits InitiateCheckout', async () => {
    const users = new InMemoryUserRepository();
    const store = new InMemoryCheckout();
    const analytics = new RecordingAnalytics();
    const uow = new InMemoryUnitOfWork({ users, carts: store.carts }, () => () => {});
    const save = makeSaveGuestUser({ uow, ids: new SequentialIds(), clock: new FixedClock(new Date('2026-11-25T00:00:00Z')), analytics });
    const r = await save({ ...form, sendOffers: true, lines: [{ productId: 'tee', variantId: null, quantity: 1 }] });
    expect(r).toMatchObject({ ok: true, value: { sync: true, user: { email: 'ada@example.com', phoneNumber: '0412345678', registeredUser: false, sendOffers: true } } });
    if (r.ok) expect(store.state.carts.get(r.value.user.id)).toHaveLength(1);
    if (r.ok) expect(uow.outbox.events()).toEqual([{ type: 'user.created', data: { userId: r.value.user.id, registered: false } }]);
    expect(analytics.events).toEqual([expect.objectContaining({ name: 'InitiateCheckout' })]);
    expect(await save({ ...form, email: '', sendOffers: false, lines: null })).toMatchObject({ code: 'invalid_input', fields: { email: 'Required field' } });
  });
});

describe('verify a customer at checkout', () => {
  it('checks the form, saves the address only when asked, and refuses someone else’s id', async () => {
    const added: unknown[] = [];
    const verify = makeVerifyUser({ addAddress: async (a) => (added.push(a), ok({ token: 'new-token' })), analytics: new RecordingAnalytics() });
    const caller = { userId: 'u1', sessionId: 's1', userRef: 'u1' };
    expect(await verify({ ...form, ...caller, newAddress: false })).toEqual({ ok: true, value: { newAddress: false } });
    expect(await verify({ ...form, ...caller, newAddress: true })).toEqual({ ok: true, value: { newAddress: true, token: 'new-token' } });
    expect(added).toEqual([expect.objectContaining({ userId: 'u1', streetAdress: '1 Collins St', zipCode: '3000' })]);
    expect(await verify({ ...form, ...caller, userRef: 'u2', newAddress: false })).toMatchObject({ code: 'forbidden' });
    expect(await verify({ ...form, ...caller, postcode: 'x', newAddress: true })).toMatchObject({ code: 'invalid_input', fields: { postcode: expect.any(String) } });
  });
});
