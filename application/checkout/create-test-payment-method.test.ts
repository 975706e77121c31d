import { describe, expect, it } from 'vitest';
import type { TestCard } from '../platform/payment-gateway.js';
import { FixedClock } from '../testing/fakes.js';
import { makeCreateTestPaymentMethod } from './create-test-payment-method.js';

const seen: TestCard[] = [];
const methods = { create: async (card: TestCard) => (seen.push(card), { id: 'pm_x' }) };
const create = makeCreateTestPaymentMethod({ methods, clock: new FixedClock(new Date('2026-11-25T00:00:00Z')) });

describe('create a test payment method', () => {
  it('accepts a complete card and passes the digits only to the test gateway', async () => {
    expect(await create({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123' })).toEqual({ ok: true, value: { id: 'pm_x' } });
    expect(seen.at(-1)).toEqual({ number: '4242424242424242', expiryMonth: 11, expiryYear: 2026, cvc: '123' });
  });

  it('answers field errors for a bad number, a past or malformed expiry and a short code', async () => {
    expect(await create({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' })).toMatchObject({
      code: 'invalid_input',
      fields: { number: expect.any(String), expiry: expect.stringContaining('past'), cvc: expect.any(String) },
    });
    expect(await create({ number: '4242424242424242', expiry: '1326', cvc: '123' })).toMatchObject({ fields: { expiry: expect.any(String) } });
  });

  it('is not found when a real provider is configured', async () => {
    const off = makeCreateTestPaymentMethod({ methods: null, clock: new FixedClock(new Date()) });
    expect(await off({ number: '4242424242424242', expiry: '12/30', cvc: '123' })).toMatchObject({ ok: false, code: 'not_found' });
  });
});
