import { ok, ruleConflict, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { UNKNOWN_PRODUCT } from './get-admin-product.js';
import { announceProductChange, releaseImages } from './product-changes.js';
import { type DeleteProductImage, type ProductReader, productSnapshot, type ProductStores } from './ports.js';

export const UNKNOWN_IMAGE = 'This product has no such image. It may have been removed already.';
export const LAST_IMAGE = 'A product needs at least one image. Add another image before removing this one.';

/** Removes one image of a product at once (the form sends it when the image is removed); the last one stays (409 under `image`). */
export function makeDeleteProductImage(deps: { uow: UnitOfWork<ProductStores>; reader: Pick<ProductReader, 'imagesInOrders'>; media: MediaStore; clock: Clock }): DeleteProductImage {
  return async ({ actor, id, imageId }) => {
    const result = await deps.uow.run(async (s) => {
      const product = await s.products.findByIdForUpdate(id);
      if (!product) return unknownRecord('unknown_product', UNKNOWN_PRODUCT);
      const removed = product.images.find((i) => i.id === imageId);
      if (!removed) return unknownRecord('unknown_image', UNKNOWN_IMAGE);
      if (product.images.length === 1) return ruleConflict('last_image', LAST_IMAGE, 'image');
      const now = deps.clock.now();
      const after = { ...product, images: product.images.filter((i) => i !== removed), updatedAt: now };
      await s.products.replaceImages(id, after.images);
      await s.products.update(id, {}, now);
      await recordChange(s.audit, { actor, at: now, action: 'product.image-removed', entityType: 'product', entityId: id, before: productSnapshot(product), after: productSnapshot(after) });
      await announceProductChange(s.outbox, product, after);
      return ok({ product: after, removed });
    });
    if (!result.ok) return result;
    await releaseImages(deps, [result.value.removed]);
    return ok(result.value.product);
  };
}
