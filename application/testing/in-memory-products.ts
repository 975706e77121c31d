import { FIXED_PRODUCT_CATEGORIES } from '../../domain/product.js';
import type { AdminProductQuery, ProductChanges, ProductImageRecord, ProductReader, ProductRecord, ProductRepository, ProductStores, ProductVariantRecord } from '../products/ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

const copy = (p: ProductRecord): ProductRecord => ({ ...p, images: p.images.map((i) => ({ ...i })), variants: p.variants.map((v) => ({ ...v })) });

/** Products in memory (archived ones kept aside), with the products orders hold and the image URLs they show (set by the test). */
export class InMemoryProducts implements ProductRepository, ProductReader {
  products = new Map<string, ProductRecord>();
  archived = new Set<string>();
  readonly ordered = new Set<string>();
  readonly orderImages = new Set<string>();
  categories: string[] = [];

  private live(id: string) {
    const p = this.products.get(id);
    return p && !this.archived.has(id) ? copy(p) : undefined;
  }
  async list(q: AdminProductQuery) {
    const rows = [...this.products.values()].filter((p) => !this.archived.has(p.id) && (q.search === null || `${p.name} ${p.description}`.toLowerCase().includes(q.search.toLowerCase())));
    return { rows: rows.slice(q.offset, q.offset + q.limit).map(({ images, variants: _v, description: _d, ...p }) => ({ ...p, image: images[0] ?? null })), count: rows.length };
  }
  async findById(id: string) {
    return this.live(id);
  }
  async categoryNames() {
    return [...FIXED_PRODUCT_CATEGORIES, ...this.categories];
  }
  async imagesInOrders(urls: readonly string[]) {
    return urls.filter((u) => this.orderImages.has(u));
  }
  async findByIdForUpdate(id: string) {
    return this.live(id);
  }
  async insert(product: ProductRecord) {
    this.products.set(product.id, copy(product));
  }
  async update(id: string, changes: ProductChanges, at: Date) {
    const p = this.products.get(id);
    if (p) this.products.set(id, { ...p, ...changes, updatedAt: at });
  }
  async replaceVariants(id: string, variants: readonly ProductVariantRecord[]) {
    const p = this.products.get(id);
    if (p) this.products.set(id, { ...p, variants: variants.map((v) => ({ ...v })) });
  }
  async replaceImages(id: string, images: readonly ProductImageRecord[]) {
    const p = this.products.get(id);
    if (p) this.products.set(id, { ...p, images: images.map((i) => ({ ...i })) });
  }
  async hasOrders(id: string) {
    return this.ordered.has(id);
  }
  async archive(id: string, at: Date) {
    const p = this.products.get(id);
    if (p) this.products.set(id, { ...p, isVisible: false, updatedAt: at });
    this.archived.add(id);
  }
  async erase(id: string) {
    this.products.delete(id);
  }
}

/** The products module's stores in memory, with its unit of work (undoing products, audit log and outbox on failure). */
export function inMemoryProductStores() {
  const products = new InMemoryProducts();
  const audit = new InMemoryAuditLog();
  const uow = new InMemoryUnitOfWork<ProductStores>({ products, audit }, () => {
    const saved = new Map([...products.products].map(([id, p]) => [id, copy(p)]));
    const archived = new Set(products.archived);
    const restoreAudit = audit.snapshot();
    return () => {
      products.products = saved;
      products.archived = archived;
      restoreAudit();
    };
  });
  return { products, audit, uow, outbox: uow.outbox };
}
