import { createRequire } from 'node:module';
import type { PasswordPolicy } from '../../../domain/password-policy.js';

type CommonDictionary = typeof import('@zxcvbn-ts/language-common');
const require = createRequire(import.meta.url);
let common: ReadonlySet<string> | undefined;

/**
 * The common-password list of @zxcvbn-ts/language-common (MIT): about 49,000 passwords seen most
 * often in breaches, most common first, shipped inside the package (nothing is fetched). Loaded and
 * built on the first password check, not at start: a process that never checks one never holds it.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set((require('@zxcvbn-ts/language-common') as CommonDictionary).dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The password rule's data: the common list and the shop's names (display name, legal name). */
export const shopPasswordPolicy = (shopNames: readonly string[]): PasswordPolicy => ({
  get commonPasswords() {
    return commonPasswords();
  },
  shopNames,
});
