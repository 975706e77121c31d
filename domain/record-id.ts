/**
 * Record ids. Every stored record (product, variant, user, address, review…) is keyed by a UUID;
 * anything else a client sends as an id can name no record. Checked at the edge of the shop, so a
 * malformed id is a 400 with a message and never reaches the database.
 */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of a record id (a UUID in any letter case). */
export const isRecordId = (value: unknown): value is string => typeof value === 'string' && RECORD_ID_PATTERN.test(value);

/** The stored form of a record id (lower case), or null when `value` is not one. */
export const toRecordId = (value: unknown): string | null => (isRecordId(value) ? value.toLowerCase() : null);
