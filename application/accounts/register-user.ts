import { DEFAULT_CODE_LENGTH, validateRegistration } from '../../domain/account.js';
import { normalizeEmail } from '../../domain/address.js';
import { normalizeName } from '../../domain/person-name.js';
import { invalid, ok, type Result } from '../result.js';
import type { AccountDeps } from './account-deps.js';
import { verificationMail } from './account-mails.js';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
}

export interface RegisterOutput {
  success: true;
  user: { _id: string; firstName: string; lastName: string; email: string };
}

export const EMAIL_TAKEN = 'An account with this e-mail address already exists. Please log in or reset your password.';

/**
 * Registers a customer account that becomes active once the e-mailed link is followed. Only a digest
 * of the code is kept. A guest record with the same e-mail (from a guest checkout or the newsletter)
 * becomes the account. Whatever else a client sends (isAdmin, isActive…) never reaches here.
 */
export function makeRegisterUser(deps: Pick<AccountDeps, 'tx' | 'hasher' | 'ids' | 'clock' | 'digest' | 'publicUrl'>) {
  return async (input: RegisterInput): Promise<Result<RegisterOutput>> => {
    // The agreement checkbox is the form's concern: the spec's payload does not carry it.
    const errors = validateRegistration({ ...input, agreement: true });
    if (Object.keys(errors).length > 0) return invalid(errors);
    const email = normalizeEmail(input.email);
    const firstName = normalizeName(input.firstName);
    const lastName = normalizeName(input.lastName);
    const passwordHash = await deps.hasher.hash(input.password);
    const code = deps.ids.secureToken(DEFAULT_CODE_LENGTH);
    const change = { firstName, lastName, email, passwordHash, verificationCodeHash: deps.digest.digest(code) };

    return deps.tx(async (s): Promise<Result<RegisterOutput>> => {
      await s.users.lockEmail(email);
      if (await s.users.findRegisteredByEmail(email)) return invalid({ email: EMAIL_TAKEN });
      const guest = await s.users.findGuestByEmail(email);
      let id = guest?.id;
      if (id) await s.users.upgradeGuest(id, change);
      else {
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
      }
      await s.outbox.add({ topic: 'job:send-mail', payload: verificationMail(email, firstName, `${deps.publicUrl}/verifyaccount/${code}`) });
      return ok({ success: true, user: { _id: id, firstName, lastName, email } });
    });
  };
}
