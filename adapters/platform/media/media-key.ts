/** One path segment: starts with a letter or digit, then letters, digits, `.`, `_`, `-`. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

export class InvalidMediaKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKeyError';
  }
}

/**
 * The rule every media store keeps: a key is a relative, `/`-separated path of plain segments
 * (letters, digits, `.`, `_`, `-`; no segment starting with `.`, no `..` anywhere, no absolute paths,
 * no backslashes, at most 512 characters). Returns the segments, or throws `InvalidMediaKeyError`.
 */
export function mediaKeySegments(key: string): string[] {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('..')) throw new InvalidMediaKeyError(key);
  const segments = key.split('/');
  if (!segments.every((s) => SEGMENT.test(s))) throw new InvalidMediaKeyError(key);
  return segments;
}
