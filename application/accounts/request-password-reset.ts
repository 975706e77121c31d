import { DEFAULT_CODE_LENGTH } from '../../domain/account.js';
import { isValidEmail, normalizeEmail } from '../../domain/address.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import { HOUR_MS, type AccountDeps } from './account-deps.js';
import { passwordResetMail } from './account-mails.js';

export const RESET_VALID_MS = HOUR_MS;

/**
 * Mails a single-use link, valid for 1 hour, to choose a new password; only the newest link works.
 * Answers the same whether or not the e-mail has an account.
 */
export function makeRequestPasswordReset(deps: Pick<AccountDeps, 'uow' | 'ids' | 'clock' | 'digest' | 'publicUrl'>) {
  return async (input: { email: string }): Promise<Result<void>> => {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) return invalid({ email: 'Please enter a valid email address.' });
    return deps.uow.run(async (s) => {
      const user = await s.users.findRegisteredByEmail(email);
      if (!user) return ok(undefined);
      const code = deps.ids.secureToken(DEFAULT_CODE_LENGTH);
      await s.resets.endOutstanding(user.id, deps.clock.now());
      await s.resets.insert({ id: deps.ids.newId(), userId: user.id, codeHash: deps.digest.digest(code), expiresAt: new Date(deps.clock.now().getTime() + RESET_VALID_MS), usedAt: null });
      await s.outbox.job('send-mail', passwordResetMail(user.email, user.firstName, `${deps.publicUrl}/newPassword/${user.id}/${code}`));
      return ok(undefined);
    });
  };
}
