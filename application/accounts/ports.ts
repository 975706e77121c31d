export interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  dateCreated: Date;
  lastLogin: Date | null;
  /** Digest of the pending verification code; set until the account is verified (absent means none). */
  verificationCodeHash?: string | null;
}

/** What registration writes over a guest record with the same e-mail (or into a new account). */
export interface RegistrationChange {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  verificationCodeHash: string;
}

/** Stored user accounts (registered customers, administrators and guest records). */
export interface UserRepository {
  /** Inside a transaction: waits until no other transaction is changing accounts of this e-mail (two registrations at once). */
  lockEmail(email: string): Promise<void>;
  findRegisteredByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** The newest guest (unregistered) record with this e-mail, if any. */
  findGuestByEmail(email: string): Promise<UserRecord | undefined>;
  /** Turns a guest record into a registered, not yet verified account. */
  upgradeGuest(id: string, change: RegistrationChange): Promise<void>;
  /** Replaces the pending verification code (only for an account still waiting for verification). */
  setVerificationCodeHash(id: string, codeHash: string): Promise<void>;
  /** Activates the account waiting for this code and forgets the code; the user id, or undefined. */
  verifyByCodeHash(codeHash: string): Promise<string | undefined>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  countAdministrators(): Promise<number>;
  insert(user: UserRecord): Promise<void>;
  /** Sets a new password hash and admin/active flags in one step. */
  updateCredentials(id: string, change: { passwordHash: string; isAdmin: boolean; isActive: boolean }): Promise<void>;
  /** Ends every session of the user at once. */
  revokeSessions(userId: string): Promise<void>;
}
