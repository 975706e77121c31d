import { ok } from '../../domain/result.js';
import type { BulkCatalogue, ListBulkProducts } from './bulk-ports.js';

/** The bulk grid's rows: every product (hidden and sold-out ones too) with its sizes, and the categories a product may be filed under. */
export function makeListBulkProducts(deps: { catalogue: BulkCatalogue }): ListBulkProducts {
  return async () => {
    const [products, categories] = await Promise.all([deps.catalogue.all(), deps.catalogue.categoryNames()]);
    return ok({ products, categories });
  };
}
