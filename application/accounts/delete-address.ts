import { fail, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';
import { freshToken, ownershipProblem, UNKNOWN_ADDRESS } from './address-book.js';
import type { AddressCaller } from './ports.js';

/** Deletes one of the caller's addresses; when it was the default, the oldest remaining one becomes the default. */
export function makeDeleteAddress(deps: Pick<AccountDeps, 'uow' | 'clock' | 'tokens'>) {
  return async (input: AddressCaller & { addressId: string }): Promise<Result<{ token: string }>> => {
    const denied = ownershipProblem(input);
    if (denied) return denied;
    return deps.uow.run(async (s): Promise<Result<{ token: string }>> => {
      const current = await s.addresses.findForUser(input.userId, input.addressId);
      if (!current) return fail('not_found', UNKNOWN_ADDRESS);
      await s.addresses.delete(input.userId, current.id);
      const rest = await s.addresses.listForUser(input.userId);
      if (current.isDefault && rest[0]) await s.addresses.makeDefault(input.userId, rest[0].id);
      return freshToken(s, deps.tokens, deps.clock, input);
    });
  };
}
