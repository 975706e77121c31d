import type { CartOwners } from '../../../application/cart/ports.js';
import type { Db } from '../../platform/database/database.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function postgresCartOwners(db: Db): CartOwners {
  return {
    async kindOf(ownerId) {
      if (!UUID.test(ownerId)) return 'none';
      const { rows } = await db.query<{ registered_user: boolean }>('SELECT registered_user FROM users WHERE id = $1', [ownerId]);
      if (!rows[0]) return 'none';
      return rows[0].registered_user ? 'registered' : 'guest';
    },
  };
}
