import type { Product, ProductDetail, Review } from '../catalog/catalog-api';

/** A listed product with sensible defaults; override what a test or story is about. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? 'p1';
  return {
    _id: id,
    name: 'Trail Tee',
    price: 49.95,
    originalPrice: null,
    imageList: [
      { _id: `${id}-i1`, imageUrl: `/media/products/${id}-a-640.webp` },
      { _id: `${id}-i2`, imageUrl: `/media/products/${id}-b-640.webp` },
    ],
    description: 'A soft organic cotton tee for long days outside.',
    reviews: [],
    created_at: '2026-01-10T00:00:00.000Z',
    variants: [
      { _id: `${id}-s`, variantName: 'S', variantStockLevel: 5 },
      { _id: `${id}-m`, variantName: 'M', variantStockLevel: 5 },
    ],
    stockLevel: 10,
    isBundle: false,
    category: 'solid',
    rating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

export function sampleReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'r1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    review: 'Great fit and it has survived a dozen hikes.',
    rating: 5,
    reviewImage: null,
    reviewImageSizes: [],
    lastUpdated: '2026-11-01T00:00:00.000Z',
    productId: 'p1',
    verified: false,
    isActive: true,
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...sampleProduct(overrides), ...overrides };
}
