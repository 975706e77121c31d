import { PRODUCT_IMAGES_MAX, parseProductDraft } from '../../domain/product.js';
import { invalid, ok } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { type ProductImageDeps, removeImageFiles, storeProductImages } from './product-images.js';
import { type CreateProduct, type ProductFailure, type ProductReader, type ProductRecord, productSnapshot, type ProductStores } from './ports.js';

/** Why a set of images cannot be a product's (1 to 8), or null. */
export function imageCountProblem(count: number): string | null {
  if (count === 0) return 'Add at least one image (JPEG or PNG).';
  if (count > PRODUCT_IMAGES_MAX) return `A product has at most ${PRODUCT_IMAGES_MAX} images.`;
  return null;
}

/**
 * Adds a product with its sizes and 1–8 images (JPEG or PNG by content, stored as WebP), recorded in
 * the audit log and announced to the shop in one transaction. Every bad field is named at once.
 */
export function makeCreateProduct(deps: ProductImageDeps & { uow: UnitOfWork<ProductStores>; reader: Pick<ProductReader, 'categoryNames'>; clock: Clock }): CreateProduct {
  return async ({ actor, product, images }) => {
    const parsed = parseProductDraft(product, await deps.reader.categoryNames());
    const errors = parsed.ok ? {} : { ...parsed.fields };
    const imageProblem = imageCountProblem(images.length);
    if (imageProblem) errors.image = imageProblem;
    if (!parsed.ok || imageProblem) return invalid(errors, 'invalid_product');

    const id = deps.ids.newId();
    const stored = await storeProductImages(deps, id, images);
    if (!stored.ok) return stored;
    const now = deps.clock.now();
    const f = parsed.value;
    const record: ProductRecord = {
      id,
      name: f.name,
      description: f.description,
      priceCents: f.priceCents,
      originalPriceCents: f.originalPriceCents,
      category: f.category,
      stockLevel: f.stockLevel,
      soldCount: 0,
      isVisible: product.isVisible,
      createdAt: now,
      updatedAt: now,
      images: stored.value,
      variants: f.variants.map((v) => ({ id: deps.ids.newId(), name: v.name, stockLevel: v.stockLevel })),
    };
    const result = await deps.uow.run<ProductRecord, ProductFailure>(async (s) => {
      await s.products.insert(record);
      await recordChange(s.audit, { actor, at: now, action: 'product.created', entityType: 'product', entityId: id, before: null, after: productSnapshot(record) });
      await s.outbox.event('product.changed', { productIds: [id] });
      return ok(record);
    });
    if (!result.ok) await removeImageFiles(deps.media, stored.value);
    return result;
  };
}
