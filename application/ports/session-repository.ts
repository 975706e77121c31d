/** A server-side sign-in session; the token names it (`sid`) and is only good while it is live. */
export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Last recorded activity (written at most every few minutes). */
  lastSeenAt: Date;
}

/** Who a live session belongs to, as the user is now (not as the token says). */
export interface LiveSession {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionRepository {
  insert(session: SessionRecord): Promise<void>;
  /** The session when it is not revoked, not expired at `now`, and its user is active. */
  findLive(sessionId: string, now: Date): Promise<LiveSession | undefined>;
  revoke(sessionId: string, at: Date): Promise<void>;
  /** Records activity on the session at `at` (never moves it back). */
  recordActivity(sessionId: string, at: Date): Promise<void>;
  /** Ends every session of the user (logout everywhere, password reset, deactivation, admin rights changed). */
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}
