import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct, PublicReview } from '../../../application/catalog/ports.js';
import { hashBytes } from './answer-cache.js';
import { keptProduct, productView } from './catalog-views.js';
import { KeptProduct, productFromView } from './kept-product.js';

const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const cents = fc.integer({ min: 0, max: 99_999_999 });

/** Any product as the database reads it: names with quotes, emoji and line separators, any price in cents. */
const products: fc.Arbitrary<CatalogProduct> = fc.record({
  id: fc.uuid(),
  name: text,
  description: fc.string({ unit: 'binary', maxLength: 200 }),
  priceCents: cents,
  originalPriceCents: fc.option(cents, { nil: null }),
  category: text,
  stockLevel: fc.integer({ min: 0, max: 1_000_000 }),
  isBundle: fc.boolean(),
  createdAt: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
  images: fc.array(fc.record({ id: fc.uuid(), url: text }), { maxLength: 4 }),
  variants: fc.array(fc.record({ id: fc.uuid(), name: text, stockLevel: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 5 }),
  rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
  reviewCount: fc.nat(),
});

const review: PublicReview = {
  id: 'r1',
  productId: 'p1',
  verified: true,
  firstName: 'Ava',
  lastName: 'Nguyen',
  review: 'Warm "and" soft',
  rating: 5,
  reviewImage: '/media/reviews/r1-640.webp',
  lastUpdated: new Date('2026-05-01T10:00:00Z'),
};

describe('a product as the listing memo keeps it', () => {
  it('is the JSON of its list view, with the bytes it takes and their hash', () => {
    fc.assert(
      fc.property(products, (p) => {
        const kept = keptProduct(p);
        const bytes = Buffer.from(JSON.stringify(productView(p)));
        expect(kept).toBeInstanceOf(KeptProduct);
        expect(kept.id).toBe(p.id);
        expect(kept.listed).toBe(JSON.stringify(productView(p)));
        expect(kept.listedBytes).toBe(bytes.length);
        expect(kept.listedHash).toBe(hashBytes(bytes));
      }),
    );
  });

  it('reads back as the product it was kept from, field by field, and shows the same views with or without reviews', () => {
    fc.assert(
      fc.property(products, (p) => {
        const kept = keptProduct(p);
        expect(productFromView(productView(p))).toEqual(p);
        const fields = Object.fromEntries(Object.keys(p).map((k) => [k, kept[k as keyof CatalogProduct]]));
        expect(fields).toEqual(p);
        expect(productView(kept)).toEqual(productView(p));
        expect(productView(kept, [review])).toEqual(productView(p, [review]));
        expect(JSON.stringify(productView(kept, [review]))).toBe(JSON.stringify(productView(p, [review])));
      }),
    );
  });

  it('is kept once: a kept product is not written again, and a view of it is the caller’s to change', () => {
    const p: CatalogProduct = {
      id: 'p1',
      name: 'Ridge Tee',
      description: 'Organic cotton',
      priceCents: 3995,
      originalPriceCents: null,
      category: 'solid',
      stockLevel: 4,
      isBundle: false,
      createdAt: new Date('2026-01-02T03:04:05Z'),
      images: [{ id: 'i1', url: '/media/ridge.webp' }],
      variants: [{ id: 'v1', name: 'M', stockLevel: 4 }],
      rating: 4.5,
      reviewCount: 2,
    };
    const kept = keptProduct(p);
    expect(keptProduct(kept)).toBe(kept);
    const view = productView(kept);
    view.name = 'Changed by a caller';
    view.imageList.push({ _id: 'i2', imageUrl: '/x.webp' });
    expect(productView(kept)).toEqual(productView(p));
    expect(kept.name).toBe('Ridge Tee');
  });
});
