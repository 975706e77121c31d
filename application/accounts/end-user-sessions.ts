import { ok } from '../../domain/result.js';
import type { EndUserSessions } from './ports.js';
import type { AccountDeps } from './account-deps.js';

/**
 * Ends every session of a user at once. The back office calls it when it deactivates or deletes an
 * account or changes its admin rights; a password reset does it too.
 */
export function makeEndUserSessions(deps: Pick<AccountDeps, 'uow' | 'clock'>): EndUserSessions {
  return (input) =>
    deps.uow.run(async (s) => {
      await s.sessions.revokeAllForUser(input.userId, deps.clock.now());
      return ok(undefined);
    });
}
