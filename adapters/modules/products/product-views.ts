import type { AdminProductRow as Row, ProductImageRecord, ProductRecord } from '../../../application/products/ports.js';
import { centsToDollars } from '../../../domain/money.js';
import type { AdminProduct, AdminProductImage, AdminProductRow } from '../../http/contract/products.js';

const imageView = (i: ProductImageRecord): AdminProductImage => ({ _id: i.id, imageUrl: i.url });

const common = (p: Row | ProductRecord) => ({
  _id: p.id,
  name: p.name,
  price: centsToDollars(p.priceCents),
  originalPrice: p.originalPriceCents === null ? null : centsToDollars(p.originalPriceCents),
  sale: p.originalPriceCents !== null,
  category: p.category,
  stockLevel: p.stockLevel,
  count: p.soldCount + 1,
  created_at: p.createdAt.toISOString(),
  isVisible: p.isVisible,
});

/** A row of the back office's list. */
export const productRowView = (p: Row): AdminProductRow => ({ ...common(p), image: p.image && imageView(p.image) });

/** A product as its edit form reads it. */
export const productView = (p: ProductRecord): AdminProduct => ({
  ...common(p),
  description: p.description,
  imageList: p.images.map(imageView),
  variants: p.variants.map((v) => ({ _id: v.id, variantName: v.name, variantStockLevel: v.stockLevel })),
  updated_at: p.updatedAt.toISOString(),
});
