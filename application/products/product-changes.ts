import type { MediaStore } from '../platform/media-store.js';
import type { Outbox } from '../platform/outbox.js';
import { removeImageFiles } from './product-images.js';
import type { ProductImageRecord, ProductReader, ProductRecord } from './ports.js';

const stockOf = (p: Pick<ProductRecord, 'stockLevel' | 'variants'>) => JSON.stringify([p.stockLevel, p.variants.map((v) => [v.id, v.stockLevel])]);

/** Writes `product.changed`, and `stock.changed` beside it when an edit changed the product's or a size's stock. */
export async function announceProductChange(
  outbox: Outbox,
  before: Pick<ProductRecord, 'id' | 'stockLevel' | 'variants'> | null,
  after: Pick<ProductRecord, 'id' | 'stockLevel' | 'variants'> | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (!id) return;
  await outbox.event('product.changed', { productIds: [id] });
  if (before !== null && after !== null && stockOf(before) !== stockOf(after)) await outbox.event('stock.changed', { productIds: [id] });
}

/** Removes the files of images a product no longer has, except those old orders still show. */
export async function releaseImages(deps: { media: MediaStore; reader: Pick<ProductReader, 'imagesInOrders'> }, removed: readonly ProductImageRecord[]): Promise<void> {
  if (removed.length === 0) return;
  const shown = new Set(await deps.reader.imagesInOrders(removed.map((i) => i.url)));
  await removeImageFiles(
    deps.media,
    removed.filter((i) => !shown.has(i.url)),
  );
}
