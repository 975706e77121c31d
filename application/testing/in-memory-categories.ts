import type { CategoryRecord, CategoryRepository, CategoryStores } from '../categories/ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** Categories in memory, with how many products use each name (set by the test). */
export class InMemoryCategories implements CategoryRepository {
  categories = new Map<string, CategoryRecord>();
  readonly productsIn = new Map<string, number>();

  async list() {
    return [...this.categories.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  async findByIdForUpdate(id: string) {
    const c = this.categories.get(id);
    return c && { ...c };
  }
  async insert(category: CategoryRecord) {
    if ([...this.categories.values()].some((c) => c.name === category.name)) return 'duplicate_name' as const;
    this.categories.set(category.id, { ...category });
    return 'inserted' as const;
  }
  async setVisible(id: string, isVisible: boolean) {
    const c = this.categories.get(id);
    if (c) this.categories.set(id, { ...c, isVisible });
  }
  async delete(id: string) {
    this.categories.delete(id);
  }
  async countProductsIn(name: string) {
    return this.productsIn.get(name) ?? 0;
  }
}

/** The categories module's stores in memory, with its unit of work (undoing categories, audit log and outbox on failure). */
export function inMemoryCategoryStores() {
  const categories = new InMemoryCategories();
  const audit = new InMemoryAuditLog();
  const uow = new InMemoryUnitOfWork<CategoryStores>({ categories, audit }, () => {
    const saved = new Map(categories.categories);
    const restoreAudit = audit.snapshot();
    return () => {
      categories.categories = saved;
      restoreAudit();
    };
  });
  return { categories, audit, uow, outbox: uow.outbox };
}
