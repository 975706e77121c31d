import { createHash, randomBytes } from 'node:crypto';
import type { VisitorIds } from '../../../application/analytics/ports.js';
import { addCalendarDays, type CalendarDate } from '../../../domain/dates.js';
import type { Queryable } from '../../platform/database/database.js';

/**
 * Visitor ids salted per Melbourne day. Each day's salt is random, made on first use and shared by
 * every process through the database; salts older than yesterday are deleted, after which nobody
 * can tell which address a stored id came from.
 */
export function dailySaltedVisitorIds(db: Queryable): VisitorIds {
  const salts = new Map<CalendarDate, Promise<Buffer>>();
  const saltOf = (day: CalendarDate): Promise<Buffer> => {
    let salt = salts.get(day);
    if (!salt) {
      salt = (async () => {
        await db.query('DELETE FROM analytics_salts WHERE day < $1::date', [addCalendarDays(day, -1)]);
        await db.query('INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [day, randomBytes(32)]);
        const { rows } = await db.query<{ salt: Buffer }>('SELECT salt FROM analytics_salts WHERE day = $1', [day]);
        return rows[0]!.salt;
      })();
      salt.catch(() => salts.delete(day));
      salts.clear();
      salts.set(day, salt);
    }
    return salt;
  };
  return {
    async idOf(day, ip, userAgent) {
      const salt = await saltOf(day);
      return createHash('sha256').update(salt).update('\0').update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 32);
    },
  };
}
