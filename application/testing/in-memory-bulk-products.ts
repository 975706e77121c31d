import type { BulkProduct, ProductUpdate } from '../../domain/bulk-edit.js';
import type { BulkCatalogue, BulkProductRepository, BulkStores } from '../products/bulk-ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** The catalogue as the bulk editor sees it, in memory: read, locked and written like the Postgres one. */
export class InMemoryBulkProducts implements BulkCatalogue, BulkProductRepository {
  products = new Map<string, BulkProduct>();
  categories = ['tops', 'bottoms', 'headwear', 'sale'];
  /** When each product was last written. */
  readonly updatedAt = new Map<string, Date>();

  constructor(products: readonly BulkProduct[] = []) {
    for (const p of products) this.products.set(p.id, p);
  }
  async all() {
    return [...this.products.values()];
  }
  async categoryNames() {
    return [...this.categories];
  }
  async lock(ids: readonly string[]) {
    return ids.flatMap((id) => this.products.get(id) ?? []);
  }
  async apply(updates: readonly ProductUpdate[], at: Date) {
    for (const u of updates) {
      this.products.set(u.after.id, u.after);
      this.updatedAt.set(u.after.id, at);
    }
  }
}

/** The bulk editor's stores in memory, with its unit of work (undoing products, audit log and outbox on failure). */
export function inMemoryBulkStores(products: readonly BulkProduct[] = []) {
  const bulk = new InMemoryBulkProducts(products);
  const audit = new InMemoryAuditLog();
  const uow = new InMemoryUnitOfWork<BulkStores>({ bulk, audit }, () => {
    const saved = new Map(bulk.products);
    const restoreAudit = audit.snapshot();
    return () => {
      bulk.products = saved;
      restoreAudit();
    };
  });
  return { bulk, audit, uow, outbox: uow.outbox };
}
