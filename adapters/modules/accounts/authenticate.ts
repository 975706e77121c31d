import type { RequestHandler } from 'express';
import type { LiveSession } from '../../../application/accounts/ports.js';
import { fail, type Result } from '../../../domain/result.js';
import type { VerifiedToken } from './jwt-token-service.js';
import { HttpFailure } from '../../http/errors.js';

export interface AuthenticateDeps {
  verify(token: string): Promise<VerifiedToken | null>;
  checkSession(input: { sessionId: string; userId: string; issuedToAdmin: boolean }): Promise<Result<LiveSession>>;
}

const INVALID = 'Your sign-in is not valid or has expired. Please sign in again.';

/**
 * Reads `Authorization: Bearer <token>` into `req.user`. No header: nobody is signed in. A token that
 * is malformed, wrongly signed, changed, expired or whose session has ended: 401. Admin rights come
 * from the user's current record, not from the token; a token issued to an administrator who has
 * lost the rights ends its session (401).
 */
export function authenticate(deps: AuthenticateDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (header === undefined || header === '') return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpFailure(fail('unauthenticated', INVALID));
    const verified = await deps.verify(match[1]);
    if (!verified) throw new HttpFailure(fail('unauthenticated', INVALID));
    const live = await deps.checkSession(verified);
    if (!live.ok) throw new HttpFailure(live);
    req.user = { userId: live.value.userId, sessionId: live.value.sessionId, email: live.value.email, firstName: live.value.firstName, isAdmin: live.value.isAdmin };
    next();
  };
}
