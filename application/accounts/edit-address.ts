import { validateAddress } from '../../domain/address.js';
import { fail, invalid, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';
import { freshToken, ownershipProblem, UNKNOWN_ADDRESS } from './address-book.js';
import type { AddressCaller } from './ports.js';

export interface EditAddressInput extends AddressCaller {
  addressId: string;
  streetAdress: string;
  city: string;
  zipCode: string;
  region?: string;
  /** Absent: the address keeps its country. */
  country?: string;
  setAsDefault?: boolean;
}

/** Changes one of the caller's addresses (and makes it the default when asked). */
export function makeEditAddress(deps: Pick<AccountDeps, 'uow' | 'clock' | 'tokens'>) {
  return async (input: EditAddressInput): Promise<Result<{ token: string }>> => {
    const denied = ownershipProblem(input);
    if (denied) return denied;
    return deps.uow.run(async (s): Promise<Result<{ token: string }>> => {
      const current = await s.addresses.findForUser(input.userId, input.addressId);
      if (!current) return fail('not_found', UNKNOWN_ADDRESS);
      const country = (input.country ?? current.country).trim();
      const errors = validateAddress({ streetAdress: input.streetAdress, city: input.city, zipCode: input.zipCode, region: input.region, country });
      if (Object.keys(errors).length > 0) return invalid(errors);
      await s.addresses.update({
        ...current,
        streetAdress: input.streetAdress.trim(),
        city: input.city.trim(),
        zipCode: input.zipCode.trim(),
        region: country === 'United Kingdom' ? '' : (input.region ?? '').trim(),
        country,
      });
      if (input.setAsDefault === true && !current.isDefault) await s.addresses.makeDefault(input.userId, current.id);
      return freshToken(s, deps.tokens, deps.clock, input);
    });
  };
}
