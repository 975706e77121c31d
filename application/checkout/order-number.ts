import type { IdGenerator } from '../platform/id-generator.js';

// No 0/O or 1/I, so an order number read out over the phone is unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const ORDER_NUMBER_LENGTH = 8;

/** A short order number of 8 upper-case letters and digits, from the id generator's secure token. */
export function newOrderNumber(ids: IdGenerator): string {
  const token = ids.secureToken(32);
  let out = '';
  for (const ch of token) {
    const i = URL_SAFE.indexOf(ch);
    // 64 symbols map two-to-one onto 32, so each output symbol stays equally likely.
    out += ALPHABET[(i < 0 ? ch.charCodeAt(0) : i) % 32];
    if (out.length === ORDER_NUMBER_LENGTH) break;
  }
  return out;
}
