import type { AdminReviewRecord, AdminReviewRepository, ReviewStores } from '../reviews/ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** The back office's reviews in memory. */
export class InMemoryAdminReviews implements AdminReviewRepository {
  reviews = new Map<string, AdminReviewRecord>();

  async page(window: { offset: number; limit: number }) {
    const all = [...this.reviews.values()].sort((a, b) => b.lastUpdated.getTime() - a.lastUpdated.getTime() || (a.id < b.id ? 1 : -1));
    return { reviews: all.slice(window.offset, window.offset + window.limit), count: all.length };
  }
  async findByIdForUpdate(id: string) {
    const r = this.reviews.get(id);
    return r && { ...r };
  }
  async setActive(id: string, isActive: boolean) {
    const r = this.reviews.get(id);
    if (r) this.reviews.set(id, { ...r, isActive });
  }
  async delete(id: string) {
    this.reviews.delete(id);
    return this.reviews.size;
  }
}

/** The reviews module's stores in memory, with its unit of work (undoing reviews, audit log and outbox on failure). */
export function inMemoryReviewStores() {
  const reviews = new InMemoryAdminReviews();
  const audit = new InMemoryAuditLog();
  const uow = new InMemoryUnitOfWork<ReviewStores>({ reviews, audit }, () => {
    const saved = new Map(reviews.reviews);
    const restoreAudit = audit.snapshot();
    return () => {
      reviews.reviews = saved;
      restoreAudit();
    };
  });
  return { reviews, audit, uow, outbox: uow.outbox };
}
