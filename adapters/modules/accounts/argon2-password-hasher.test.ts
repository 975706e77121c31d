import { describe, expect, it } from 'vitest';
import { argon2PasswordHasher } from './argon2-password-hasher.js';

describe('argon2PasswordHasher', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await argon2PasswordHasher.hash('correct horse battery');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(h).not.toContain('correct horse battery');
    expect(await argon2PasswordHasher.verify(h, 'correct horse battery')).toBe(true);
    expect(await argon2PasswordHasher.verify(h, 'Correct horse battery')).toBe(false);
  });

  it('salts every hash and treats a malformed hash as a mismatch', async () => {
    expect(await argon2PasswordHasher.hash('same password')).not.toBe(await argon2PasswordHasher.hash('same password'));
    expect(await argon2PasswordHasher.verify('not-a-hash', 'x')).toBe(false);
  });
});
