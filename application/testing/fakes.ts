import type { PasswordPolicy } from '../../domain/password-policy.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { PasswordHasher } from '../accounts/ports.js';

/** A clock that stands still until moved. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Predictable ids: id-1, id-2, … and tokens token-0001…, padded to the asked length. */
export class SequentialIds implements IdGenerator {
  private n = 0;
  newId() {
    return `00000000-0000-4000-8000-${String(++this.n).padStart(12, '0')}`;
  }
  secureToken(minLength = 32) {
    return `token${++this.n}`.padEnd(Math.max(16, minLength), 'x');
  }
}

/** A reversible stand-in for argon2 that keeps use-case tests fast; never used outside tests. */
export const plainHasher: PasswordHasher = {
  hash: async (p) => `hashed:${p}`,
  verify: async (h, p) => h === `hashed:${p}`,
};

/** A short stand-in for the common-password list (the real one, ~49,000 long, is loaded by an adapter). */
export const testPasswordPolicy: PasswordPolicy = {
  commonPasswords: new Set(['123456', 'password', 'password123', 'qwerty', 'letmein', 'summer', 'dragon', 'monkey', 'sunshine', 'iloveyou']),
  shopNames: ['Soul Searching Outdoor Co.'],
};
