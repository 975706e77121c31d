import { passwordProblem, type PasswordPolicy } from '../../domain/password-policy.js';
import { isValidEmail, normalizeEmail } from '../../domain/address.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { EnsureAdministrator, PasswordHasher, UserRepository } from './ports.js';
import { invalid, ok } from '../../domain/result.js';

export interface EnsureAdministratorDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  ids: IdGenerator;
  clock: Clock;
  passwordPolicy: PasswordPolicy;
}

/**
 * Creates the administrator with this e-mail, or — when the account exists — resets its password,
 * makes it an active administrator and ends its sessions. Used at start-up (ADMIN_EMAIL and
 * ADMIN_PASSWORD) and by `npm run admin:create`.
 */
export function makeEnsureAdministrator(deps: EnsureAdministratorDeps): EnsureAdministrator {
  return async (input) => {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) return invalid({ email: 'Enter a valid e-mail address.' });
    const problem = passwordProblem(input.password, deps.passwordPolicy, { email });
    if (problem) return invalid({ password: problem });

    const passwordHash = await deps.hasher.hash(input.password);
    const existing = await deps.users.findRegisteredByEmail(email);
    if (existing) {
      await deps.users.updateCredentials(existing.id, { passwordHash, isAdmin: true, isActive: true });
      await deps.users.revokeSessions(existing.id);
      return ok({ created: false, userId: existing.id });
    }
    const id = deps.ids.newId();
    await deps.users.insert({
      id,
      firstName: 'Admin',
      lastName: '',
      email,
      phoneNumber: null,
      passwordHash,
      isAdmin: true,
      isActive: true,
      registeredUser: true,
      sendOffers: false,
      dateCreated: deps.clock.now(),
      lastLogin: null,
    });
    return ok({ created: true, userId: id });
  };
}
