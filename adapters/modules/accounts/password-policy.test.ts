import { describe, expect, it } from 'vitest';
import { FROM_CONTEXT, passwordProblem, TOO_COMMON } from '../../../domain/password-policy.js';
import { loadConfig } from '../../platform/config/config.js';
import { commonPasswords, shopPasswordPolicy } from './password-policy.js';

describe('the shipped common-password list', () => {
  it('holds well over the 10,000 most common passwords, lower case, from the package (no download)', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const p of ['123456', 'password', 'qwerty', 'summer', 'letmein', 'password123']) expect(list.has(p)).toBe(true);
    expect([...list].every((p) => p === p.toLowerCase())).toBe(true);
    expect(commonPasswords()).toBe(list); // built once
  });

  it('with the shop’s names, refuses the weak passwords that got through and accepts good passphrases', () => {
    const policy = shopPasswordPolicy([loadConfig({}).SHOP_NAME, 'Soul Searching Outdoor Co. Pty Ltd']);
    for (const weak of ['Password123!', 'Summer2024!', 'P@ssw0rd1', 'Melbourne2025', 'Qwerty123!']) expect(passwordProblem(weak, policy), weak).toBe(TOO_COMMON);
    expect(passwordProblem('SoulSearching2024!', policy)).toBe(FROM_CONTEXT);
    expect(passwordProblem('GraceHopper1906', policy, { email: 'grace.hopper@example.com' })).toBe(FROM_CONTEXT);
    for (const good of ['correct horse battery', 'navy cobol 1906', 'bushwalk in the dandenongs', 'tall-gum-trees-42', 'tr33-fern-river', 'a long passphrase', 'brand new secret']) {
      expect(passwordProblem(good, policy), good).toBeNull();
    }
  });
});
