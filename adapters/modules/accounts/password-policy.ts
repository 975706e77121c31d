import { dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordPolicy } from '../../../domain/password-policy.js';

let common: ReadonlySet<string> | undefined;

/**
 * The common-password list of @zxcvbn-ts/language-common (MIT): about 49,000 passwords seen most
 * often in breaches, most common first, shipped inside the package (nothing is fetched). Built once.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The password rule's data: the common list and the shop's names (display name, legal name). */
export const shopPasswordPolicy = (shopNames: readonly string[]): PasswordPolicy => ({ commonPasswords: commonPasswords(), shopNames });
