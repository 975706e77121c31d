import { REQUIRED } from './address.js';

/**
 * The password rule (registration, password reset, the administrator's password). A password has 8
 * to 128 characters (Unicode code points) and is refused when it is
 * - one of the most common passwords, in any case;
 * - a common password dressed up: digits or symbols before or after it (`Summer2024!`,
 *   `Password123!`) or the usual letter swaps inside it (`P@ssw0rd`);
 * - made from the context: the shop's name, the e-mail address or the person's name, with little
 *   else (`SoulSearching1!`, `ada.lovelace2024`).
 * The list of common passwords is data, handed in (an adapter loads it); the rule is here.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TOO_COMMON = 'This password is too common. Please choose a less common password.';
export const FROM_CONTEXT = 'Please choose a password that is not made from your e-mail address, your name or the name of the shop.';

export interface PasswordPolicy {
  /** The most common passwords, lower case (at least the 10,000 most common). */
  readonly commonPasswords: ReadonlySet<string>;
  /** The shop's names; their words may not make up a password. */
  readonly shopNames: readonly string[];
}

/** Who the password is for (whatever of it is known). */
export interface PasswordOwner {
  readonly email?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}

/** Below this, a word is too short to count as context, and a remainder too short to make a password. */
const MIN_WORD = 3;
const MIN_REMAINDER = 4;

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't' };

/** The password without the digits and symbols around it: from its first letter to its last. */
function core(lower: string): string {
  const chars = [...lower];
  const first = chars.findIndex((c) => /\p{L}/u.test(c));
  if (first < 0) return '';
  let last = chars.length - 1;
  while (!/\p{L}/u.test(chars[last] ?? '')) last -= 1;
  return chars.slice(first, last + 1).join('');
}

/** The ways to read a core: as written, with the usual swaps undone (`1` read as i, and as l). */
function readings(word: string): string[] {
  const undo = (one: string) => [...word].map((c) => (c === '1' ? one : (LEET[c] ?? c))).join('');
  return [...new Set([word, undo('i'), undo('l')])];
}

const letters = (text: string): string => [...text.toLowerCase()].filter((c) => /\p{L}/u.test(c)).join('');

/** Context words: each word of the shop's names and the person's, the e-mail's local part whole and in parts. */
export function contextWords(policy: Pick<PasswordPolicy, 'shopNames'>, owner: PasswordOwner = {}): string[] {
  const local = (owner.email ?? '').split('@')[0] ?? '';
  const texts = [...policy.shopNames, owner.firstName ?? '', owner.lastName ?? '', local];
  const words = texts.flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u));
  const wholes = [letters(local), ...policy.shopNames.map(letters)];
  return [...new Set([...words, ...wholes])].filter((w) => [...w].length >= MIN_WORD).sort((a, b) => b.length - a.length);
}

/** What is left of `text` once every context word is taken out, or null when it holds none. */
function withoutContext(text: string, words: readonly string[]): string | null {
  let rest = text;
  for (const w of words) rest = rest.split(w).join('');
  return rest === text ? null : rest;
}

/** A message when the password breaks the rule, otherwise null. */
export function passwordProblem(password: string | null | undefined, policy: PasswordPolicy, owner: PasswordOwner = {}): string | null {
  const pw = password ?? '';
  const length = [...pw].length;
  if (length === 0) return REQUIRED;
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = pw.toLowerCase();
  if (policy.commonPasswords.has(lower)) return TOO_COMMON;
  // Read with the digits and symbols around it dropped, and whole (a leading `0` may be an `o`).
  const candidates = [...new Set([...readings(core(lower)), ...readings(lower)])].filter((c) => [...c].length >= MIN_WORD);
  if (candidates.some((c) => policy.commonPasswords.has(c))) return TOO_COMMON;
  const words = contextWords(policy, owner);
  for (const c of candidates) {
    const rest = withoutContext(letters(c), words);
    if (rest !== null && ([...rest].length < MIN_REMAINDER || policy.commonPasswords.has(rest))) return FROM_CONTEXT;
  }
  return null;
}
