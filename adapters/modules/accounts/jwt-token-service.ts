import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { TokenClaims, TokenIssuer } from '../../../application/accounts/ports.js';
import { tokenPayload } from './token-payload.js';

/** What a verified token says: who, which session, and whether it was issued to an administrator. */
export interface VerifiedToken {
  userId: string;
  sessionId: string;
  issuedToAdmin: boolean;
}

/**
 * Login tokens: HS256 JWTs. The secret is resolved once, lazily (it may come from the database),
 * so building the service needs no I/O. Only HS256 is accepted when verifying: `alg: none` and any
 * other algorithm are refused, as are a bad signature, a changed payload and a past expiry.
 */
export class JwtTokenService implements TokenIssuer {
  #key: Promise<Uint8Array> | undefined;

  constructor(private readonly secret: () => Promise<string>) {}

  #secret(): Promise<Uint8Array> {
    this.#key ??= this.secret().then((s) => new TextEncoder().encode(s));
    // A failed lookup (database down) must not stick: the next request asks again.
    this.#key.catch(() => (this.#key = undefined));
    return this.#key;
  }

  async issue(claims: TokenClaims): Promise<string> {
    const { iat, exp, ...rest } = tokenPayload(claims);
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.#secret());
  }

  /** The token's subject and session, or null when it is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#secret(), { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      const details = payload.userDetails as { isAdmin?: unknown } | undefined;
      return { userId: payload.sub, sessionId: payload.sid, issuedToAdmin: details?.isAdmin === true };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
