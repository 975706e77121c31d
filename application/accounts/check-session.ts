import { hasIdledOut, shouldRecordActivity } from '../../domain/session-activity.js';
import type { LiveSession } from '../ports/session-repository.js';
import { fail, ok, type Result } from '../result.js';
import type { AccountDeps } from './account-deps.js';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Whether the session a (correctly signed) token names is still live and belongs to its subject. An
 * administrator's session unused for 12 hours is ended here, as a logout would end it; activity is
 * written at most every few minutes.
 */
export function makeCheckSession(deps: Pick<AccountDeps, 'tx' | 'clock'>) {
  return async (input: { sessionId: string; userId: string }): Promise<Result<LiveSession>> => {
    const now = deps.clock.now();
    return deps.tx(async (s): Promise<Result<LiveSession>> => {
      const live = await s.sessions.findLive(input.sessionId, now);
      if (!live || live.userId !== input.userId) return fail('unauthenticated', SESSION_ENDED);
      if (hasIdledOut(live, now)) {
        await s.sessions.revoke(live.sessionId, now);
        return fail('unauthenticated', SESSION_ENDED);
      }
      if (shouldRecordActivity(live.lastSeenAt, now)) await s.sessions.recordActivity(live.sessionId, now);
      return ok(live);
    });
  };
}
