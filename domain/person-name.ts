import { REQUIRED } from './address.js';
import { isSingleLine } from './plain-text.js';

/**
 * The one rule for a person's name, used by every form that takes one (registration, newsletter,
 * reviews, stockist inquiries, checkout and guest records). Decisions where the spec is silent:
 * - a first or last name has at most 50 characters, a full name at most 100 (Unicode code points,
 *   after trimming);
 * - a name is letters of any script (with their combining marks), spaces, apostrophes (' ’),
 *   hyphens, full stops and the middle dot (·), starting with a letter: no digits, new lines,
 *   control characters, symbols or links;
 * - a name holds no web address (a full stop between letters, as in 'example.com');
 * - in a mail, a name only ever appears as a greeting, and only a valid one of at most 30 characters.
 */
export const NAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 100;
export const GREETING_NAME_MAX_LENGTH = 30;

const NAME_SHAPE = /^\p{L}[\p{L}\p{M} '’.\-·]*$/u;
const WEB_ADDRESS = /\p{L}\.\p{L}{2,}/u;

export interface NameRule {
  /** How the message names the field ('First name'). */
  label: string;
  /** Blank is refused with 'Required field' (default); otherwise blank is fine. */
  required?: boolean;
  maxLength?: number;
}

const length = (s: string): number => [...s].length;

/** The stored form of a name: NFC, other space characters (no-break, thin…) made plain spaces, trimmed, inner runs of spaces made one. */
export const normalizeName = (name: string): string =>
  name
    .normalize('NFC')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .trim()
    .replace(/ {2,}/g, ' ');

/** A message when `name` breaks the name rule, otherwise null. */
export function personNameProblem(name: string | null | undefined, rule: NameRule): string | null {
  const raw = name ?? '';
  const value = normalizeName(raw);
  if (value === '') return rule.required === false ? null : REQUIRED;
  if (!isSingleLine(raw)) return `${rule.label} must be on one line.`;
  if (!NAME_SHAPE.test(value)) return `${rule.label} may only contain letters, spaces, apostrophes, hyphens and full stops.`;
  if (WEB_ADDRESS.test(value)) return `${rule.label} must not contain a web address.`;
  const max = rule.maxLength ?? NAME_MAX_LENGTH;
  if (length(value) > max) return `${rule.label} must be at most ${max} characters.`;
  return null;
}

/** Whether `name` is a valid, non-blank name. */
export const isValidPersonName = (name: string | null | undefined, maxLength = NAME_MAX_LENGTH): boolean => personNameProblem(name, { label: 'Name', maxLength }) === null;

/**
 * The name to greet someone with in a mail ('Hi Ada,'), or null to greet without one: only a name
 * that keeps the rule and is short, so stored text from before the rule, or anything long, never
 * reads as part of the message.
 */
export function greetingName(name: string | null | undefined): string | null {
  const value = normalizeName(name ?? '');
  return isValidPersonName(value, GREETING_NAME_MAX_LENGTH) ? value : null;
}

/** 'Hi Ada,' or 'Hi,' for a mail's first line. */
export const greeting = (name: string | null | undefined): string => {
  const n = greetingName(name);
  return n === null ? 'Hi,' : `Hi ${n},`;
};
