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

/** Sets a new password with an e-mailed reset code (once, within the hour) and ends all sessions of the account. */
export function makeSetNewPassword(deps: Pick<AccountDeps, 'tx' | 'hasher' | 'clock' | 'digest'>) {
  return async (input: SetNewPasswordInput): Promise<Result<{ success: true }>> => {
    const errors = validateNewPassword(input.password1, input.password2);
    if (!isRecordId(input.userId) || !isPlausibleCode(input.code)) return codeError(errors);
    const codeHash = deps.digest.digest(input.code);
    const found = await deps.tx((s) => s.resets.findUsable(input.userId, codeHash, deps.clock.now()));
    if (!found) return codeError(errors);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const passwordHash = await deps.hasher.hash(input.password1);
    return deps.tx(async (s): Promise<Result<{ success: true }>> => {
      const now = deps.clock.now();
      if (found.expiresAt <= now || !(await s.resets.markUsed(found.id, now))) return codeError();
      await s.users.setPasswordHash(input.userId, passwordHash);
      await s.sessions.revokeAllForUser(input.userId, now);
      return ok({ success: true });
    });
  };
}
