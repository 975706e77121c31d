import type { CatalogProduct, PublicReview } from '../../../application/catalog/ports.js';
import { cartProductView } from '../../http/cart-views.js';
import type { Product, Review } from '../../http/contract/catalog.js';
import { hashBytes } from './answer-cache.js';
import { KeptProduct } from './kept-product.js';

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

export function productView(p: CatalogProduct, reviews: readonly PublicReview[] = []): Product {
  if (p instanceof KeptProduct) {
    const view = p.view();
    view.reviews = reviews.map(reviewView);
    return view;
  }
  return {
    ...cartProductView(p),
    description: p.description,
    reviews: reviews.map(reviewView),
    created_at: p.createdAt.toISOString(),
    rating: p.rating,
    reviewCount: p.reviewCount,
  };
}

/** `p` as the listing memo keeps it, its list view written once (kept-product.ts); `id` is `p.id` (the memo passes its one copy of it). */
export function keptProduct(p: CatalogProduct, id = p.id): KeptProduct {
  if (p instanceof KeptProduct) return p;
  const listed = JSON.stringify(productView(p));
  const bytes = Buffer.from(listed);
  return new KeptProduct(id, listed, bytes.length, hashBytes(bytes));
}
