import { DEFAULT_CODE_LENGTH, validateRegistration } from '../../domain/account.js';
import { normalizeEmail } from '../../domain/address.js';
import { TAKEN_EMAIL_ANSWERS_PER_ADDRESS } from '../../domain/guess-throttle.js';
import { normalizeName } from '../../domain/person-name.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';
import { verificationMail } from './account-mails.js';
import { guessThrottle, type GuessCounter } from './guess-throttle.js';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
  /** The caller's network address ("already registered" answers are counted per address). */
  address?: string;
}

/** The account made (not verified yet: a verification mail is on its way). */
export interface RegisterOutput {
  user: { id: string; firstName: string; lastName: string; email: string };
}

/** Why a registration is refused: bad fields, an e-mail that has an account, or too many of those answers. */
export type RegisterFailure = 'invalid_input' | 'email_taken' | 'rate_limited';

export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Please log in or reset your password.';

const takenAnswers = (address: string): GuessCounter => ({ key: `register:taken:from:${address}`, tiers: TAKEN_EMAIL_ANSWERS_PER_ADDRESS });

/**
 * Registers a customer account that becomes active once the e-mailed link is followed. Only a digest
 * of the code is kept. A guest record with the same e-mail (from a guest checkout or the newsletter)
 * becomes the account. Whatever else a client sends (isAdmin, isActive…) never reaches here.
 *
 * A shopper is told plainly when the e-mail already has an account; to keep that from being used to
 * test e-mails in bulk, those answers are counted per address and past a tier registration from that
 * address waits.
 */
export function makeRegisterUser(deps: Pick<AccountDeps, 'uow' | 'hasher' | 'ids' | 'clock' | 'digest' | 'publicUrl' | 'limiter' | 'passwordPolicy'>) {
  const throttle = guessThrottle(deps.limiter);
  return async (input: RegisterInput): Promise<Result<RegisterOutput, RegisterFailure>> => {
    const counter = takenAnswers(input.address ?? 'unknown');
    const refused = await throttle.refusal([counter]);
    if (refused) return refused;
    const result = await register(input);
    if (!result.ok && result.reason === 'email_taken') await throttle.recordFailure([counter]);
    return result;
  };

  async function register(input: RegisterInput): Promise<Result<RegisterOutput, RegisterFailure>> {
    // The agreement checkbox is the form's concern: the spec's payload does not carry it.
    const errors = validateRegistration({ ...input, agreement: true }, deps.passwordPolicy);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const email = normalizeEmail(input.email);
    const firstName = normalizeName(input.firstName);
    const lastName = normalizeName(input.lastName);
    const passwordHash = await deps.hasher.hash(input.password);
    const code = deps.ids.secureToken(DEFAULT_CODE_LENGTH);
    const change = { firstName, lastName, email, passwordHash, verificationCodeHash: deps.digest.digest(code) };

    return deps.uow.run(async (s): Promise<Result<RegisterOutput, RegisterFailure>> => {
      await s.users.lockEmail(email);
      if (await s.users.findRegisteredByEmail(email)) return invalid({ email: EMAIL_TAKEN }, 'email_taken');
      const guest = await s.users.findGuestByEmail(email);
      let id = guest?.id;
      if (id) {
        await s.users.upgradeGuest(id, change);
        await s.outbox.event('user.changed', { userId: id });
      } else {
        id = deps.ids.newId();
        await s.users.insert({
          id,
          ...change,
          phoneNumber: null,
          isAdmin: false,
          isActive: false,
          registeredUser: true,
          sendOffers: false,
          dateCreated: deps.clock.now(),
          lastLogin: null,
        });
        await s.outbox.event('user.created', { userId: id, registered: true });
      }
      await s.outbox.job('send-mail', verificationMail(email, firstName, `${deps.publicUrl}/verifyaccount/${code}`));
      return ok({ user: { id, firstName, lastName, email } });
    });
  }
}
