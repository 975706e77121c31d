import type { AccountStores, AddressCaller, TokenIssuer } from './ports.js';
import type { Clock } from '../platform/clock.js';
import { fail, ok, type Failure, type Result } from '../../domain/result.js';
import { SESSION_ENDED } from './check-session.js';
import { sessionToken } from './session-token.js';

export const NOT_YOURS = 'You can only change your own addresses.';
export const UNKNOWN_ADDRESS = 'We could not find that address.';

/** A failure when the client names another user than the signed-in one. */
export const ownershipProblem = (caller: AddressCaller): Failure | null => (caller.userRef !== undefined && caller.userRef !== caller.userId ? fail('forbidden', NOT_YOURS) : null);

/** The fresh token answered after every address-book change (same session, new details). */
export async function freshToken(s: AccountStores, tokens: TokenIssuer, clock: Clock, caller: AddressCaller): Promise<Result<{ token: string }>> {
  const now = clock.now();
  const session = await s.sessions.findLive(caller.sessionId, now);
  const user = await s.users.findById(caller.userId);
  if (!session || !user) return fail('unauthenticated', SESSION_ENDED);
  return ok({ token: await sessionToken(s, tokens, user, { id: session.sessionId, expiresAt: session.expiresAt }, now) });
}
