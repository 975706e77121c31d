import { z } from 'zod';
import { isRecordId } from '../../domain/record-id.js';

/**
 * The one schema of a record id at the edge (the domain's rule), in the forms clients send it. A
 * malformed id is bad input: 400 with a message naming the field, never a database error.
 */
export const recordId = (what: string) =>
  z
    .string({ message: `${what} is required.` })
    .trim()
    .refine(isRecordId, `${what} must be a valid id.`)
    .transform((v) => v.toLowerCase());

/** A record id sent as itself or inside an object (`{_id}`), e.g. an address or the token's user details. */
export const recordRef = (what: string, missing = `${what} is required.`) =>
  z
    .union([z.string(), z.object({ _id: z.string({ message: `${what} must be a valid id.` }) })], { message: missing })
    .transform((v) => (typeof v === 'string' ? v : v._id).trim())
    .refine(isRecordId, `${what} must be a valid id.`)
    .transform((v) => v.toLowerCase());

const NONE = new Set(['', '-']);

/** An optional record id: missing, null, blank or `-` is none (null); anything else must be a record id. */
export const optionalRecordId = (what: string) =>
  z
    .union([z.string({ message: `${what} must be a valid id.` }), z.null()], { message: `${what} must be a valid id.` })
    .optional()
    .transform((v) => (v === undefined || v === null ? null : v.trim()))
    .refine((v) => v === null || NONE.has(v) || isRecordId(v), `${what} must be a valid id.`)
    .transform((v) => (v === null || NONE.has(v) ? null : v.toLowerCase()));

/** An optional record id given as itself or inside an object; absent, null or blank is none. */
export const optionalRecordRef = (what: string) =>
  z
    .union([z.string(), z.object({ _id: z.string({ message: `${what} must be a valid id.` }) }), z.null()], { message: `${what} must be a valid id.` })
    .optional()
    .transform((v) => (v === undefined || v === null ? null : (typeof v === 'string' ? v : v._id).trim()))
    .refine((v) => v === null || v === '' || isRecordId(v), `${what} must be a valid id.`)
    .transform((v) => (v === null || v === '' ? null : v.toLowerCase()));

/** The user id a client may name (address book, checkout details): an id or the token's user details (absent: undefined). */
export const userRef = optionalRecordRef('User id').transform((v) => v ?? undefined);
