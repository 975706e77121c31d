/** One-way password hashing (argon2id in production; a fast fake in use-case tests). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
