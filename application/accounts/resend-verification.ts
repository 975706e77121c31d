import { DEFAULT_CODE_LENGTH } from '../../domain/account.js';
import { normalizeEmail } from '../../domain/address.js';
import { ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';
import { verificationMail } from './account-mails.js';

/**
 * Mails a new verification link to an account still waiting for verification. Answers the same
 * whether or not such an account exists, so nobody learns which e-mails have accounts.
 */
export function makeResendVerification(deps: Pick<AccountDeps, 'uow' | 'ids' | 'digest' | 'publicUrl'>) {
  return (input: { email: string }): Promise<Result<void>> => {
    const email = normalizeEmail(input.email);
    return deps.uow.run(async (s) => {
      const user = await s.users.findRegisteredByEmail(email);
      if (!user?.verificationCodeHash) return ok(undefined);
      const code = deps.ids.secureToken(DEFAULT_CODE_LENGTH);
      await s.users.setVerificationCodeHash(user.id, deps.digest.digest(code));
      await s.outbox.job('send-mail', verificationMail(user.email, user.firstName, `${deps.publicUrl}/verifyaccount/${code}`));
      return ok(undefined);
    });
  };
}
