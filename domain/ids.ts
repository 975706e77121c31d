/**
 * Record ids are UUIDs. An id from a client, an old cart or a URL is checked against this before any
 * lookup, so a malformed one is refused (or ignored) instead of reaching the database.
 */
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_PATTERN}$`, 'i');

export const isUuid = (value: string): boolean => UUID.test(value);
