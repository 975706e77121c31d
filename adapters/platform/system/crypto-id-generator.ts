import { randomBytes, randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../../application/platform/id-generator.js';

/** UUIDs for records and base64url secrets from the operating system's CSPRNG. */
export const cryptoIdGenerator: IdGenerator = {
  newId: () => randomUUID(),
  secureToken: (minLength = 32) => {
    const length = Math.max(16, minLength);
    return randomBytes(Math.ceil((length * 3) / 4))
      .toString('base64url')
      .slice(0, length);
  },
};
