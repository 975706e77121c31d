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
}

/** Stored user accounts (registered customers, administrators and guest records). */
export interface UserRepository {
  findRegisteredByEmail(email: string): Promise<UserRecord | undefined>;
  countAdministrators(): Promise<number>;
  insert(user: UserRecord): Promise<void>;
  /** Sets a new password hash and admin/active flags in one step. */
  updateCredentials(id: string, change: { passwordHash: string; isAdmin: boolean; isActive: boolean }): Promise<void>;
  /** Ends every session of the user at once. */
  revokeSessions(userId: string): Promise<void>;
}
