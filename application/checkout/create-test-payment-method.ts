import type { Clock } from '../platform/clock.js';
import type { TestPaymentMethods } from '../platform/payment-gateway.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The test gateway's card form: checks the card like a card provider's form would and answers a
 * payment method id. The card number goes no further than this check.
 */
export function makeCreateTestPaymentMethod(deps: { methods: TestPaymentMethods | null; clock: Clock }) {
  return async (input: { number: string; expiry: string; cvc: string }): Promise<Result<{ id: string }>> => {
    if (!deps.methods) return fail('not_found', 'Test payments are off: a payment provider is configured.');
    const number = input.number.replace(/[\s-]/g, '');
    const errors: Record<string, string> = {};
    if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'Your card number is invalid.';
    const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
    const month = m ? Number(m[1]) : 0;
    const year = m ? (m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
    const now = deps.clock.now();
    if (!m || month < 1 || month > 12) errors.expiry = "Your card's expiration date is incomplete.";
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = "Your card's expiration year is in the past.";
    if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
    if (Object.keys(errors).length > 0) return invalid(errors);
    return ok(await deps.methods.create({ number, expiryMonth: month, expiryYear: year, cvc: input.cvc.trim() }));
  };
}
