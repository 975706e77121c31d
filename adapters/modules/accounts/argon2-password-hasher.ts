import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable as a value)
import type { PasswordHasher } from '../../../application/accounts/ports.js';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
export const argon2PasswordHasher: PasswordHasher = {
  hash: (password) => hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
  verify: async (stored, password) => {
    try {
      return await verify(stored, password);
    } catch {
      return false; // a malformed stored hash never verifies
    }
  },
};
