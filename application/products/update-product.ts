import { parseProductDraft, type ProductDraft } from '../../domain/product.js';
import { invalid, ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { imageCountProblem } from './create-product.js';
import { UNKNOWN_PRODUCT } from './get-admin-product.js';
import { type ProductImageDeps, removeImageFiles, storeProductImages } from './product-images.js';
import { announceProductChange, releaseImages } from './product-changes.js';
import { type ProductChanges, type ProductReader, type ProductRecord, productSnapshot, type ProductStores, type UpdateProduct } from './ports.js';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The form as it would be with the fields sent laid over the product's current values. */
function mergedDraft(current: ProductRecord, sent: Partial<ProductDraft>): ProductDraft {
  return {
    name: sent.name ?? current.name,
    description: sent.description ?? current.description,
    price: sent.price ?? dollars(current.priceCents),
    originalPrice: sent.originalPrice ?? (current.originalPriceCents === null ? '' : dollars(current.originalPriceCents)),
    category: sent.category ?? current.category,
    stockLevel: sent.stockLevel ?? String(current.stockLevel),
    variants: sent.variants ?? current.variants.map((v) => ({ id: v.id, name: v.name, stockLevel: v.stockLevel })),
  };
}

/**
 * Edits a product: only the fields sent change (and `isVisible`); sizes when `variants` is sent
 * (existing ones keep their ids, so carts keep pointing at them); images through `keptImageIds`
 * (the kept ones, in order) and new uploads appended, 1–8 in all. Audited and announced in one
 * transaction; an edit that changes nothing records and announces nothing.
 */
export function makeUpdateProduct(
  deps: ProductImageDeps & { uow: UnitOfWork<ProductStores>; reader: Pick<ProductReader, 'findById' | 'categoryNames' | 'imagesInOrders'>; clock: Clock },
): UpdateProduct {
  return async ({ actor, id, product: sent, keptImageIds, images: uploads }) => {
    const current = await deps.reader.findById(id);
    if (!current) return unknownRecord('unknown_product', UNKNOWN_PRODUCT);
    // The product's own category stays acceptable, even one filed before the list it is checked against.
    const parsed = parseProductDraft(mergedDraft(current, sent), [...(await deps.reader.categoryNames()), current.category]);
    const errors = parsed.ok ? {} : { ...parsed.fields };
    const ownVariants = new Set(current.variants.map((v) => v.id));
    if (sent.variants?.some((v) => v.id !== undefined && !ownVariants.has(v.id))) errors.variants = 'A size of this list is not one of this product any more. Please reload the product.';
    const ownImages = new Set(current.images.map((i) => i.id));
    const kept = keptImageIds ?? current.images.map((i) => i.id);
    const imageProblem = kept.some((i) => !ownImages.has(i))
      ? 'An image of this list is not one of this product any more. Please reload the product.'
      : imageCountProblem(new Set(kept).size + uploads.length);
    if (imageProblem) errors.image = imageProblem;
    if (!parsed.ok || Object.keys(errors).length > 0) return invalid(errors, 'invalid_product');

    const stored = await storeProductImages(deps, id, uploads);
    if (!stored.ok) return stored;
    const f = parsed.value;
    const now = deps.clock.now();
    const result = await deps.uow.run(async (s) => {
      const before = await s.products.findByIdForUpdate(id);
      if (!before) return unknownRecord('unknown_product', UNKNOWN_PRODUCT);
      const byId = new Map(before.images.map((i) => [i.id, i]));
      const images = [...new Set(kept)].flatMap((i) => byId.get(i) ?? []).concat(stored.value);
      if (images.length === 0) return invalid({ image: 'A product needs at least one image.' }, 'invalid_product');
      const variants = sent.variants === undefined ? before.variants : f.variants.map((v) => ({ id: v.id ?? deps.ids.newId(), name: v.name, stockLevel: v.stockLevel }));
      const after: ProductRecord = {
        ...before,
        name: f.name,
        description: f.description,
        priceCents: f.priceCents,
        originalPriceCents: f.originalPriceCents,
        category: f.category,
        stockLevel: f.stockLevel,
        isVisible: sent.isVisible ?? before.isVisible,
        images,
        variants,
        updatedAt: now,
      };
      const changed = await recordChange(s.audit, { actor, at: now, action: 'product.updated', entityType: 'product', entityId: id, before: productSnapshot(before), after: productSnapshot(after) });
      if (!changed) return ok(before);
      const changes: ProductChanges = {};
      for (const key of ['name', 'description', 'priceCents', 'originalPriceCents', 'category', 'stockLevel', 'isVisible'] as const) {
        if (after[key] !== before[key]) Object.assign(changes, { [key]: after[key] });
      }
      await s.products.update(id, changes, now);
      if (sent.variants !== undefined) await s.products.replaceVariants(id, variants);
      if (keptImageIds !== undefined || stored.value.length > 0) await s.products.replaceImages(id, images);
      await announceProductChange(s.outbox, before, after);
      return ok(after);
    });
    if (!result.ok) {
      await removeImageFiles(deps.media, stored.value);
      return result;
    }
    await releaseImages(
      deps,
      current.images.filter((i) => !result.value.images.some((k) => k.id === i.id)),
    );
    return result;
  };
}
