import type { LiveSession } from './ports.js';
import { fail, ok, type Result } from '../../domain/result.js';
import type { AccountDeps } from './account-deps.js';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Whether the session a (correctly signed) token names is still live and belongs to its subject. */
export function makeCheckSession(deps: Pick<AccountDeps, 'stores' | 'clock'>) {
  return async (input: { sessionId: string; userId: string }): Promise<Result<LiveSession>> => {
    const live = await deps.stores.sessions.findLive(input.sessionId, deps.clock.now());
    if (!live || live.userId !== input.userId) return fail('unauthenticated', SESSION_ENDED);
    return ok(live);
  };
}
