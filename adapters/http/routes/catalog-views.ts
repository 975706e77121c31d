import type { CatalogProduct, PublicReview } from '../../../application/ports/catalog-reader.js';
import { centsToDollars } from '../../../domain/money.js';
import type { CartProduct, Product, Review } from '../contract/catalog.js';

const REVIEW_WIDTHS = [320, 640, 960];

/** A review as the storefront reads it; its photo's other widths sit beside the 640 px one. */
export function reviewView(r: PublicReview): Review {
  const sizes = r.reviewImage && r.reviewImage.endsWith('-640.webp') ? REVIEW_WIDTHS.map((width) => ({ width, url: r.reviewImage!.replace(/-640\.webp$/, `-${width}.webp`) })) : [];
  return {
    _id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    review: r.review,
    rating: r.rating,
    reviewImage: r.reviewImage,
    reviewImageSizes: sizes,
    lastUpdated: r.lastUpdated.toISOString(),
    productId: r.productId,
    verified: r.verified,
    isActive: true,
  };
}

/** What a cart line's product is drawn from: a catalogue product, or the one checkout priced. */
export type CartProductSource = Pick<CatalogProduct, 'id' | 'name' | 'priceCents' | 'originalPriceCents' | 'stockLevel' | 'isBundle' | 'category'> & {
  readonly images: readonly { readonly id: string; readonly url: string }[];
  readonly variants: readonly { readonly id: string; readonly name: string; readonly stockLevel: number }[];
};

export function cartProductView(p: CartProductSource): CartProduct {
  return {
    _id: p.id,
    name: p.name,
    price: centsToDollars(p.priceCents),
    originalPrice: p.originalPriceCents === null ? null : centsToDollars(p.originalPriceCents),
    imageList: p.images.map((i) => ({ _id: i.id, imageUrl: i.url })),
    variants: p.variants.map((v) => ({ _id: v.id, variantName: v.name, variantStockLevel: v.stockLevel })),
    stockLevel: p.stockLevel,
    isBundle: p.isBundle,
    category: p.category,
  };
}

export function productView(p: CatalogProduct, reviews: readonly PublicReview[] = []): Product {
  return {
    ...cartProductView(p),
    description: p.description,
    reviews: reviews.map(reviewView),
    created_at: p.createdAt.toISOString(),
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}
