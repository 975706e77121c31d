import { isPlausibleCode } from '../../domain/account.js';
import { fail, ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

export const UNKNOWN_CODE = 'This verification link is not valid or has already been used.';

/** Activates the account the e-mailed code belongs to; the code then stops working. */
export function makeVerifyAccount(deps: Pick<AccountDeps, 'uow' | 'digest'>) {
  return async (input: { code: string }): Promise<Result<void>> => {
    if (!isPlausibleCode(input.code)) return fail('not_found', UNKNOWN_CODE);
    return deps.uow.run(async (s): Promise<Result<void>> => {
      const userId = await s.users.verifyByCodeHash(deps.digest.digest(input.code));
      if (!userId) return fail('not_found', UNKNOWN_CODE);
      await s.outbox.event('user.changed', { userId });
      return ok(undefined);
    });
  };
}
