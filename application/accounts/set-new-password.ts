import { isPlausibleCode, validateNewPassword } from '../../domain/account.js';
import { isRecordId } from '../../domain/record-id.js';
import { fail, invalid, ok, type Failure, type Result } from '../result.js';
import type { AccountDeps } from './account-deps.js';

export const BAD_RESET_CODE = 'This password reset link is not valid, has expired or has already been used. Please request a new one.';
/** A bad code, with the password fields' own messages too, so the form shows every problem at once. */
const codeError = (passwordErrors: Record<string, string> = {}): Failure => fail('invalid_input', BAD_RESET_CODE, { code: BAD_RESET_CODE, ...passwordErrors });

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
export function makeSetNewPassword(deps: Pick<AccountDeps, 'tx' | 'hasher' | 'clock' | 'digest' | 'passwordPolicy'>) {
  return async (input: SetNewPasswordInput): Promise<Result<{ success: true }>> => {
    // Without a usable code the password is judged without its owner's details.
    const withoutOwner = validateNewPassword(input.password1, input.password2, deps.passwordPolicy);
    if (!isRecordId(input.userId) || !isPlausibleCode(input.code)) return codeError(withoutOwner);
    const codeHash = deps.digest.digest(input.code);
    const found = await deps.tx(async (s) => {
      const reset = await s.resets.findUsable(input.userId, codeHash, deps.clock.now());
      return reset ? { reset, user: await s.users.findById(input.userId) } : undefined;
    });
    if (!found) return codeError(withoutOwner);
    const errors = validateNewPassword(input.password1, input.password2, deps.passwordPolicy, found.user ?? {});
    if (Object.keys(errors).length > 0) return invalid(errors);
    const passwordHash = await deps.hasher.hash(input.password1);
    return deps.tx(async (s): Promise<Result<{ success: true }>> => {
      const now = deps.clock.now();
      if (found.reset.expiresAt <= now || !(await s.resets.markUsed(found.reset.id, now))) return codeError();
      await s.resets.endOutstanding(input.userId, now);
      await s.users.setPasswordHash(input.userId, passwordHash);
      await s.sessions.revokeAllForUser(input.userId, now);
      return ok({ success: true });
    });
  };
}
