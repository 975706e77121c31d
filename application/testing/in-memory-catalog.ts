import type { CartOwnerKind, CartOwners, CartRepository } from '../cart/ports.js';
import type { CatalogProduct, CatalogReader, ProductQuery, PublicReview, ProductStockReader } from '../catalog/ports.js';
import type { EngagementRepository, EngagementStores, FeedbackRecord, NewReviewRecord, StockistInquiry } from '../engagement/ports.js';
import type { ImageProcessor } from '../platform/image-processor.js';
import type { MediaStore } from '../platform/media-store.js';
import type { UserRecord } from '../accounts/ports.js';
import type { Coupon } from '../../domain/coupon.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
import type { CartLine } from '../../domain/stock.js';

/** A catalogue in memory: every product is visible and listed; search is a plain substring match. */
export class InMemoryCatalog implements CatalogReader, ProductStockReader {
  readonly products = new Map<string, CatalogProduct>();
  readonly reviews: PublicReview[] = [];

  add(p: Partial<CatalogProduct> & { id: string }): CatalogProduct {
    const product: CatalogProduct = {
      name: `Product ${p.id}`,
      description: '',
      priceCents: 1000,
      originalPriceCents: null,
      category: 'solid',
      stockLevel: 10,
      isBundle: false,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      images: [{ id: `${p.id}-img`, url: '/media/x.webp' }],
      variants: [],
      rating: 0,
      reviewCount: 0,
      ...p,
    };
    this.products.set(product.id, product);
    return product;
  }

  private filtered(q: { search: string | null; category: string | null }): CatalogProduct[] {
    return [...this.products.values()].filter(
      (p) => (q.category === null || p.category === q.category) && (q.search === null || `${p.name} ${p.description}`.toLowerCase().includes(q.search.toLowerCase())),
    );
  }
  async countProducts(q: { search: string | null; category: string | null }) {
    return this.filtered(q).length;
  }
  async listProducts(q: ProductQuery) {
    return this.filtered(q).slice(q.offset, q.offset + q.limit);
  }
  async findProduct(id: string) {
    return this.products.get(id);
  }
  async productPage(id: string, reviews: number) {
    const product = this.products.get(id);
    return product ? { product, reviews: this.reviews.filter((r) => r.productId === id).slice(0, reviews) } : undefined;
  }
  async findProducts(ids: readonly string[]) {
    return ids.flatMap((id) => this.products.get(id) ?? []);
  }
  async bestSellers(limit: number, excludeIds: readonly string[]) {
    return [...this.products.values()].filter((p) => !excludeIds.includes(p.id)).slice(0, limit);
  }
  async related(productId: string, category: string | null, limit: number) {
    const others = [...this.products.values()].filter((p) => p.id !== productId);
    return [...others.filter((p) => p.category === category), ...others.filter((p) => p.category !== category)].slice(0, limit);
  }
  async publicReviews(productId: string, offset: number, limit: number) {
    const all = this.reviews.filter((r) => r.productId === productId);
    return { reviews: all.slice(offset, offset + limit), count: all.length };
  }
  async visibleCategories() {
    return [{ id: 'c1', name: 'solid' }];
  }
  async sitemapEntries() {
    return [...this.products.values()].map((p) => ({ id: p.id, name: p.name, updatedAt: p.createdAt }));
  }
  async findForCart(ids: readonly string[]) {
    return ids.flatMap((id) => {
      const p = this.products.get(id);
      return p ? [{ id: p.id, name: p.name, priceCents: p.priceCents, stockLevel: p.stockLevel, variants: p.variants, isVisible: true }] : [];
    });
  }
}

export class InMemoryCarts implements CartRepository, CartOwners {
  readonly carts = new Map<string, CartLine[]>();
  readonly owners = new Map<string, CartOwnerKind>();
  async find(ownerId: string) {
    return [...(this.carts.get(ownerId) ?? [])];
  }
  async save(ownerId: string, lines: readonly CartLine[]) {
    this.carts.set(ownerId, [...lines]);
  }
  async kindOf(ownerId: string) {
    return this.owners.get(ownerId) ?? 'none';
  }
}

/**
 * Shopper submissions in memory, with the guest users and coupons a newsletter sign-up writes, and a
 * unit of work over them that undoes a failed submission.
 */
export class InMemoryEngagement implements EngagementRepository {
  subscribers: { id: string; email: string; firstName: string; couponCode: string; createdAt: Date }[] = [];
  feedback: FeedbackRecord[] = [];
  inquiries: StockistInquiry[] = [];
  reviews: NewReviewRecord[] = [];
  users: UserRecord[] = [];
  coupons: (Coupon & { id: string; createdAt: Date })[] = [];

  readonly uow = new InMemoryUnitOfWork<EngagementStores>(
    {
      engagement: this,
      users: { insert: async (u) => void this.users.push(u) },
      coupons: { insert: async (c) => void this.coupons.push(c) },
    },
    () => {
      const before = {
        subscribers: [...this.subscribers],
        feedback: [...this.feedback],
        inquiries: [...this.inquiries],
        reviews: [...this.reviews],
        users: [...this.users],
        coupons: [...this.coupons],
      };
      return () => Object.assign(this, before);
    },
  );

  get outbox() {
    return this.uow.outbox;
  }
  async isSubscribed(email: string) {
    return this.subscribers.some((s) => s.email === email.toLowerCase());
  }
  async insertSubscriber(s: InMemoryEngagement['subscribers'][number]) {
    if (await this.isSubscribed(s.email)) return false;
    this.subscribers.push(s);
    return true;
  }
  async insertFeedback(f: FeedbackRecord) {
    this.feedback.push(f);
  }
  async insertStockistInquiry(i: StockistInquiry) {
    this.inquiries.push(i);
  }
  async insertReview(r: NewReviewRecord) {
    this.reviews.push(r);
  }
}

/** Reads the first byte as the format: 0x89 PNG, 0xFF JPEG; "re-encodes" to a marker of the width. */
export const fakeImages: ImageProcessor = {
  async detect(bytes) {
    return bytes[0] === 0x89 ? 'png' : bytes[0] === 0xff ? 'jpeg' : 'other';
  },
  async toWebp(_bytes, width) {
    return new TextEncoder().encode(`webp-${width}`);
  },
};

export class InMemoryMedia implements MediaStore {
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
    return `/media/${key}`;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}
