import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { UNKNOWN_PRODUCT } from './get-admin-product.js';
import { announceProductChange, releaseImages } from './product-changes.js';
import { type DeleteProduct, type ProductReader, productSnapshot, type ProductStores } from './ports.js';

/**
 * Takes a product out of the shop at once. One that orders hold is archived (kept, so old orders keep
 * their lines, but gone from the shop and the back office's list); one without orders is erased with
 * its sizes, images and reviews. Either way its history stays in the audit log.
 */
export function makeDeleteProduct(deps: { uow: UnitOfWork<ProductStores>; reader: Pick<ProductReader, 'imagesInOrders'>; media: MediaStore; clock: Clock }): DeleteProduct {
  return async ({ actor, id }) => {
    const result = await deps.uow.run(async (s) => {
      const product = await s.products.findByIdForUpdate(id);
      if (!product) return unknownRecord('unknown_product', UNKNOWN_PRODUCT);
      const now = deps.clock.now();
      const archived = await s.products.hasOrders(id);
      if (archived) await s.products.archive(id, now);
      else await s.products.erase(id);
      await recordChange(s.audit, { actor, at: now, action: archived ? 'product.archived' : 'product.deleted', entityType: 'product', entityId: id, before: productSnapshot(product), after: null });
      await announceProductChange(s.outbox, product, null);
      return ok({ product, archived });
    });
    if (!result.ok) return result;
    if (!result.value.archived) await releaseImages(deps, result.value.product.images);
    return ok({ success: true as const, archived: result.value.archived });
  };
}
