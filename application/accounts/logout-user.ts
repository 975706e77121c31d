import { ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

/** Ends the caller's session: its token is refused from now on. */
export function makeLogoutUser(deps: Pick<AccountDeps, 'tx' | 'clock'>) {
  return async (input: { sessionId: string }): Promise<Result<{ success: true }>> => {
    await deps.tx((s) => s.sessions.revoke(input.sessionId, deps.clock.now()));
    return ok({ success: true });
  };
}
