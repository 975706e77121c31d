import type { CategoryRecord, CategoryRepository } from '../../../application/categories/ports.js';
import type { Queryable } from '../../platform/database/database.js';

interface Row {
  id: string;
  name: string;
  is_visible: boolean;
  created_at: Date;
}

const toRecord = (r: Row): CategoryRecord => ({ id: r.id, name: r.name, isVisible: r.is_visible, createdAt: r.created_at });

/** The categories table (names unique exactly as typed). */
export function postgresCategoryRepository(db: Queryable): CategoryRepository {
  return {
    async list() {
      const { rows } = await db.query<Row>('SELECT id, name, is_visible, created_at FROM categories ORDER BY name, id');
      return rows.map(toRecord);
    },
    async findByIdForUpdate(id) {
      const { rows } = await db.query<Row>('SELECT id, name, is_visible, created_at FROM categories WHERE id = $1 FOR UPDATE', [id]);
      return rows[0] && toRecord(rows[0]);
    },
    async insert(c) {
      // ON CONFLICT waits for a concurrent insert of the same name and then does nothing, without
      // aborting the transaction the way a unique violation would.
      const r = await db.query('INSERT INTO categories (id, name, is_visible, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING', [c.id, c.name, c.isVisible, c.createdAt]);
      return r.rowCount === 1 ? 'inserted' : 'duplicate_name';
    },
    async setVisible(id, isVisible) {
      await db.query('UPDATE categories SET is_visible = $2 WHERE id = $1', [id, isVisible]);
    },
    async delete(id) {
      await db.query('DELETE FROM categories WHERE id = $1', [id]);
    },
    async countProductsIn(name) {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE category = $1 AND NOT is_deleted', [name]);
      return rows[0]?.n ?? 0;
    },
  };
}
