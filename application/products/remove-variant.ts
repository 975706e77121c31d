import { variantStockTotal } from '../../domain/product.js';
import { invalid, ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { UNKNOWN_PRODUCT } from './get-admin-product.js';
import { announceProductChange } from './product-changes.js';
import { productSnapshot, type ProductStores, type RemoveVariant } from './ports.js';

/**
 * Removes sizes at once (the form sends the new list when a size is removed): the sizes kept are
 * those of the list that the product has, as they are stored (the list cannot add or edit a size;
 * that is the form's save). The product's stock becomes the kept sizes' sum.
 */
export function makeRemoveVariant(deps: { uow: UnitOfWork<ProductStores>; clock: Clock }): RemoveVariant {
  return async ({ actor, id, variants: list }) =>
    deps.uow.run(async (s) => {
      const product = await s.products.findByIdForUpdate(id);
      if (!product) return unknownRecord('unknown_product', UNKNOWN_PRODUCT);
      const keep = new Set(list.map((v) => v.id));
      if ([...keep].some((v) => v === undefined || !product.variants.some((own) => own.id === v))) {
        return invalid({ variants: 'Send the sizes to keep, each with its _id; a new size is added by saving the product.' }, 'invalid_product');
      }
      const variants = product.variants.filter((v) => keep.has(v.id));
      if (variants.length === product.variants.length) return ok(product);
      const now = deps.clock.now();
      const after = { ...product, variants, stockLevel: variantStockTotal(variants), updatedAt: now };
      await s.products.replaceVariants(id, variants);
      await s.products.update(id, { stockLevel: after.stockLevel }, now);
      await recordChange(s.audit, { actor, at: now, action: 'product.variant-removed', entityType: 'product', entityId: id, before: productSnapshot(product), after: productSnapshot(after) });
      await announceProductChange(s.outbox, product, after);
      return ok(after);
    });
}
