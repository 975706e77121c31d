import { fail, ok, type Result } from '../../domain/result.js';
import { hasIdledOut, shouldRecordActivity } from '../../domain/session-activity.js';
import type { AccountDeps } from './account-deps.js';
import type { LiveSession } from './ports.js';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const ADMIN_RIGHTS_ENDED = 'Your administrator rights have changed. Please sign in again.';

/**
 * Whether the session a (correctly signed) token names is still live and belongs to its subject. An
 * administrator's session unused for 12 hours is ended here, as a logout would end it; so is a
 * session whose token was issued to an administrator who is one no longer, however the rights were
 * taken away. Activity is written at most every few minutes.
 */
export function makeCheckSession(deps: Pick<AccountDeps, 'stores' | 'uow' | 'clock'>) {
  return async (input: { sessionId: string; userId: string; issuedToAdmin?: boolean }): Promise<Result<LiveSession>> => {
    const now = deps.clock.now();
    const live = await deps.stores.sessions.findLive(input.sessionId, now);
    if (!live || live.userId !== input.userId) return fail('unauthenticated', SESSION_ENDED);
    const demoted = input.issuedToAdmin === true && !live.isAdmin;
    if (demoted || hasIdledOut(live, now)) {
      const ended = await deps.uow.run(async (s) => {
        await s.sessions.revoke(live.sessionId, now);
        return ok(null);
      });
      return ended.ok ? fail('unauthenticated', demoted ? ADMIN_RIGHTS_ENDED : SESSION_ENDED) : ended;
    }
    if (shouldRecordActivity(live.lastSeenAt, now)) await deps.stores.sessions.recordActivity(live.sessionId, now);
    return ok(live);
  };
}
