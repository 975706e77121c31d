import { formatAbn, isValidAbn } from './abn.js';
import { isValidEmail, normalizeEmail } from './address.js';
import { FULL_NAME_MAX_LENGTH, normalizeName, personNameProblem } from './person-name.js';
import { singleLineProblem } from './plain-text.js';
import type { FieldErrors } from './result.js';
import { normalizeWebLink, type LinkKind } from './web-link.js';

/**
 * A stockist inquiry (storefront spec §3, §5): fullName, email and message are required; the ABN,
 * when given, must be valid; the phone is digits with spaces, +, - and brackets; the full name keeps
 * the name rule; the website, Instagram and Facebook fields are web links (./web-link.ts); every
 * field but the message is one line.
 */
export const STOCKIST_FIELDS = ['fullName', 'email', 'phoneNumber', 'businessName', 'abn', 'category', 'website', 'instagram', 'facebook', 'message'] as const;
export type StockistField = (typeof STOCKIST_FIELDS)[number];
export type StockistInquiryInput = Partial<Record<StockistField, string | null>>;
export type StockistInquiryFields = Record<StockistField, string>;

export const STOCKIST_LIMITS: Readonly<Record<StockistField, number>> = {
  fullName: FULL_NAME_MAX_LENGTH,
  email: 254,
  phoneNumber: 30,
  businessName: 120,
  abn: 20,
  category: 60,
  website: 200,
  instagram: 200,
  facebook: 200,
  message: 5000,
};

const LINKS: readonly (StockistField & LinkKind)[] = ['website', 'instagram', 'facebook'];

const trimmed = (input: StockistInquiryInput): StockistInquiryFields => Object.fromEntries(STOCKIST_FIELDS.map((k) => [k, (input[k] ?? '').trim()])) as StockistInquiryFields;

/** Field → message for a stockist inquiry; every bad field at once. */
export function validateStockistInquiry(input: StockistInquiryInput): FieldErrors {
  const v = trimmed(input);
  const errors: FieldErrors = {};
  const fullName = personNameProblem(v.fullName, { label: 'Full name', maxLength: FULL_NAME_MAX_LENGTH });
  if (v.fullName === '') errors.fullName = 'Full name is required.';
  else if (fullName) errors.fullName = fullName;
  if (v.email === '') errors.email = 'Email is required.';
  else if (!isValidEmail(v.email)) errors.email = 'Invalid email';
  if (v.message === '') errors.message = 'Message is required.';
  if (v.abn !== '' && !isValidAbn(v.abn)) errors.abn = 'ABN must be a valid 11-digit Australian Business Number.';
  if (v.phoneNumber !== '' && !/^[+()\d\s-]{6,30}$/.test(v.phoneNumber)) errors.phoneNumber = 'Phone number may only contain digits, spaces, +, - and brackets.';
  for (const k of ['businessName', 'category'] as const) {
    const problem = singleLineProblem(k === 'businessName' ? 'Business name' : 'Category', v[k]);
    if (problem) errors[k] = problem;
  }
  for (const k of LINKS) {
    const link = normalizeWebLink(k, v[k]);
    if (!link.ok) errors[k] = link.message;
  }
  for (const k of STOCKIST_FIELDS) if (!errors[k] && [...v[k]].length > STOCKIST_LIMITS[k]) errors[k] = `At most ${STOCKIST_LIMITS[k]} characters.`;
  return errors;
}

/** The inquiry as stored (input must be valid): trimmed, name and e-mail normalised, ABN formatted, links as https addresses. */
export function normalizeStockistInquiry(input: StockistInquiryInput): StockistInquiryFields {
  const v = trimmed(input);
  const link = (k: StockistField & LinkKind): string => {
    const r = normalizeWebLink(k, v[k]);
    return r.ok ? r.value : '';
  };
  return {
    ...v,
    fullName: normalizeName(v.fullName),
    email: normalizeEmail(v.email),
    abn: v.abn === '' ? '' : formatAbn(v.abn),
    website: link('website'),
    instagram: link('instagram'),
    facebook: link('facebook'),
  };
}
