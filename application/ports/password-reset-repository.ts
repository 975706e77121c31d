/** A single-use password-reset code, stored only as its digest. */
export interface PasswordResetRecord {
  id: string;
  userId: string;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface PasswordResetRepository {
  insert(reset: PasswordResetRecord): Promise<void>;
  /** The unused, unexpired reset of this user with this code digest. */
  findUsable(userId: string, codeHash: string, now: Date): Promise<PasswordResetRecord | undefined>;
  /** Marks it used unless already used; false when another request used it first. */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** Ends every outstanding (unused) reset code of the user, so no older link works any more. */
  endOutstanding(userId: string, at: Date): Promise<void>;
}
