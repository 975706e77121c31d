import { ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

/** Ends the caller's session: its token is refused from now on. */
export function makeLogoutUser(deps: Pick<AccountDeps, 'uow' | 'clock'>) {
  return (input: { sessionId: string }): Promise<Result<void>> =>
    deps.uow.run(async (s) => {
      await s.sessions.revoke(input.sessionId, deps.clock.now());
      return ok(undefined);
    });
}
