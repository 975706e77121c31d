import type { CatalogProduct, CatalogReader } from './ports.js';
import { ok, type Result } from '../../domain/result.js';

export const BEST_SELLERS_COUNT = 12;

/** The trending carousel: best-selling listed products, leaving out what is already in the cart. */
export function makeGetBestSellers(deps: { catalog: CatalogReader }) {
  return async (input: { cartProductIds: readonly string[] }): Promise<Result<CatalogProduct[]>> => {
    const list = await deps.catalog.bestSellers(BEST_SELLERS_COUNT, input.cartProductIds);
    // A cart holding nearly everything would leave the carousel empty: fall back to all best sellers.
    return ok(list.length >= 4 || input.cartProductIds.length === 0 ? list : await deps.catalog.bestSellers(BEST_SELLERS_COUNT, []));
  };
}
