import type { CartOwners } from '../../../application/cart/ports.js';
import type { Db } from '../../platform/database/database.js';
import { isRecordId } from '../../../domain/record-id.js';

export function postgresCartOwners(db: Db): CartOwners {
  return {
    async kindOf(ownerId) {
      if (!isRecordId(ownerId)) return 'none';
      const { rows } = await db.query<{ registered_user: boolean }>('SELECT registered_user FROM users WHERE id = $1', [ownerId]);
      if (!rows[0]) return 'none';
      return rows[0].registered_user ? 'registered' : 'guest';
    },
  };
}
