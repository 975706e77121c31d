import { createHash } from 'node:crypto';
import type { CodeDigest } from '../../../application/accounts/ports.js';

/** Codes are long random strings, so a plain SHA-256 (no salt, no stretching) is enough to make a stored digest useless. */
export const sha256CodeDigest: CodeDigest = {
  digest: (code) => createHash('sha256').update(code, 'utf8').digest('base64url'),
};
