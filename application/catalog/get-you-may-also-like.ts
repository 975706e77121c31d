import type { CatalogProduct, CatalogReader } from './ports.js';
import { ok, type Result } from '../../domain/result.js';

export const YOU_MAY_ALSO_LIKE_DEFAULT = 6;

/** Other listed products for a product page, the same category first. */
export function makeGetYouMayAlsoLike(deps: { catalog: CatalogReader }) {
  return async (input: { productId: string; category: string | null; limit?: number }): Promise<Result<CatalogProduct[]>> => {
    const limit = input.limit ?? YOU_MAY_ALSO_LIKE_DEFAULT;
    return ok(await deps.catalog.related(input.productId, input.category?.trim().toLowerCase() || null, limit));
  };
}
