import { ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

/**
 * Ends every session of a user at once. The back office calls it when it deactivates or deletes an
 * account or changes its admin rights; a password reset does it too.
 */
export function makeEndUserSessions(deps: Pick<AccountDeps, 'tx' | 'clock'>) {
  return async (input: { userId: string }): Promise<Result<{ success: true }>> => {
    await deps.tx((s) => s.sessions.revokeAllForUser(input.userId, deps.clock.now()));
    return ok({ success: true });
  };
}
