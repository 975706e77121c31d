import type { CartRepository } from '../../../application/cart/ports.js';
import type { CartLine } from '../../../domain/stock.js';
import type { Queryable } from '../../platform/database/database.js';

/** Stored line shape (jsonb): what the cart rules need, nothing else. */
interface StoredLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  unitPriceCents?: number;
  productName?: string;
}

const isStoredLine = (l: unknown): l is StoredLine =>
  typeof l === 'object' && l !== null && typeof (l as StoredLine).productId === 'string' && Number.isSafeInteger((l as StoredLine).quantity) && (l as StoredLine).quantity > 0;

export function postgresCartRepository(db: Queryable): CartRepository {
  return {
    async find(ownerId) {
      const { rows } = await db.query<{ items: unknown }>('SELECT items FROM carts WHERE owner_id = $1', [ownerId]);
      const items = Array.isArray(rows[0]?.items) ? (rows[0].items as unknown[]) : [];
      return items.filter(isStoredLine).map((l): CartLine => {
        const line: CartLine = { productId: l.productId, variantId: l.variantId ?? null, quantity: l.quantity };
        return {
          ...line,
          ...(l.unitPriceCents !== undefined ? { unitPriceCents: l.unitPriceCents } : {}),
          ...(l.productName !== undefined ? { productName: l.productName } : {}),
        };
      });
    },
    async save(ownerId, lines) {
      const items: StoredLine[] = lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId ?? null,
        quantity: l.quantity,
        ...(l.unitPriceCents !== undefined ? { unitPriceCents: l.unitPriceCents } : {}),
        ...(l.productName !== undefined ? { productName: l.productName } : {}),
      }));
      await db.query(
        `INSERT INTO carts (owner_id, items, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (owner_id) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
        [ownerId, JSON.stringify(items)],
      );
    },
  };
}
