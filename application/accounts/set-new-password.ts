import { isPlausibleCode, validateNewPassword } from '../../domain/account.js';
import { isRecordId } from '../../domain/record-id.js';
import { fail, invalid, ok, type Failure, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

export const BAD_RESET_CODE = 'This password reset link is not valid, has expired or has already been used. Please request a new one.';
/** A bad code, with the password fields' own messages too, so the form shows every problem at once. */
const codeError = (passwordErrors: Record<string, string> = {}): Failure<'bad_reset_code'> =>
  fail('invalid_input', BAD_RESET_CODE, { reason: 'bad_reset_code', fields: { code: BAD_RESET_CODE, ...passwordErrors } });

export interface SetNewPasswordInput {
  userId: string;
  code: string;
  password1: string;
  password2: string;
}

/**
 * Sets a new password with an e-mailed reset code (once, within the hour), ends every other reset
 * code of the account and all its sessions.
 */
export function makeSetNewPassword(deps: Pick<AccountDeps, 'stores' | 'uow' | 'hasher' | 'clock' | 'digest' | 'passwordPolicy'>) {
  return async (input: SetNewPasswordInput): Promise<Result<void>> => {
    // Without a usable code the password is judged without its owner's details.
    const withoutOwner = validateNewPassword(input.password1, input.password2, deps.passwordPolicy);
    if (!isRecordId(input.userId) || !isPlausibleCode(input.code)) return codeError(withoutOwner);
    const codeHash = deps.digest.digest(input.code);
    const reset = await deps.stores.resets.findUsable(input.userId, codeHash, deps.clock.now());
    if (!reset) return codeError(withoutOwner);
    const user = await deps.stores.users.findById(input.userId);
    const errors = validateNewPassword(input.password1, input.password2, deps.passwordPolicy, user ?? {});
    if (Object.keys(errors).length > 0) return invalid(errors);
    const passwordHash = await deps.hasher.hash(input.password1);
    return deps.uow.run(async (s): Promise<Result<void>> => {
      const now = deps.clock.now();
      if (reset.expiresAt <= now || !(await s.resets.markUsed(reset.id, now))) return codeError();
      await s.resets.endOutstanding(input.userId, now);
      await s.users.setPasswordHash(input.userId, passwordHash);
      await s.sessions.revokeAllForUser(input.userId, now);
      return ok(undefined);
    });
  };
}
