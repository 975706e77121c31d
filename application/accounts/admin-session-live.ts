import { hasIdledOut } from '../../domain/session-activity.js';
import type { AccountDeps } from './account-deps.js';
import type { AdminSessionLive } from './ports.js';

/**
 * The rule of `check-session` for a stream that stays open: the session is live, belongs to its
 * user, the user is still an administrator and the session has not idled out. An open stream is not
 * activity: the idle timeout still ends it.
 */
export function makeAdminSessionLive(deps: Pick<AccountDeps, 'stores' | 'clock'>): AdminSessionLive {
  return async ({ sessionId, userId }) => {
    const now = deps.clock.now();
    const live = await deps.stores.sessions.findLive(sessionId, now);
    return live !== undefined && live.userId === userId && live.isAdmin && !hasIdledOut(live, now);
  };
}
