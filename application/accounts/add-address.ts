import { validateAddress } from '../../domain/address.js';
import { invalid } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';
import { freshToken, ownershipProblem } from './address-book.js';
import type { AddAddress } from './ports.js';

/** Adds an address to the caller's book; the first one, or one marked so, is the default. */
export function makeAddAddress(deps: Pick<AccountDeps, 'uow' | 'ids' | 'clock' | 'tokens'>): AddAddress {
  return async (input) => {
    const denied = ownershipProblem(input);
    if (denied) return denied;
    const errors = validateAddress(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    return deps.uow.run(async (s) => {
      const existing = await s.addresses.listForUser(input.userId);
      const id = deps.ids.newId();
      await s.addresses.insert({
        id,
        userId: input.userId,
        streetAdress: (input.streetAdress ?? '').trim(),
        city: (input.city ?? '').trim(),
        region: input.country === 'United Kingdom' ? '' : (input.region ?? '').trim(),
        zipCode: (input.zipCode ?? '').trim(),
        country: (input.country ?? '').trim(),
        isDefault: existing.length === 0,
        createdAt: deps.clock.now(),
      });
      if (existing.length > 0 && input.setAsDefault === true) await s.addresses.makeDefault(input.userId, id);
      return freshToken(s, deps.tokens, deps.clock, input);
    });
  };
}
