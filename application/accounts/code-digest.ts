/**
 * One-way digest of verification and reset codes (SHA-256 in production), so the database never
 * holds a usable code and a code can still be looked up by its digest.
 */
export interface CodeDigest {
  digest(code: string): string;
}
