import { sameCouponCode } from '../../domain/coupon.js';
import type { AdminCouponRecord, AdminCouponRepository, CouponStores } from '../coupons/ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** The back office's coupons in memory. */
export class InMemoryAdminCoupons implements AdminCouponRepository {
  coupons = new Map<string, AdminCouponRecord>();

  async page(window: { offset: number; limit: number }) {
    const all = [...this.coupons.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    return { coupons: all.slice(window.offset, window.offset + window.limit), count: all.length };
  }
  async findByIdForUpdate(id: string) {
    const c = this.coupons.get(id);
    return c && { ...c };
  }
  async insert(coupon: AdminCouponRecord) {
    if ([...this.coupons.values()].some((c) => sameCouponCode(c.code, coupon.code))) return 'duplicate_code' as const;
    this.coupons.set(coupon.id, { ...coupon });
    return 'inserted' as const;
  }
  async setActive(id: string, isActive: boolean) {
    const c = this.coupons.get(id);
    if (c) this.coupons.set(id, { ...c, isActive });
  }
  async delete(id: string) {
    this.coupons.delete(id);
    return this.coupons.size;
  }
}

/** The coupons module's stores in memory, with its unit of work (undoing coupons, audit log and outbox on failure). */
export function inMemoryCouponStores() {
  const coupons = new InMemoryAdminCoupons();
  const audit = new InMemoryAuditLog();
  const uow = new InMemoryUnitOfWork<CouponStores>({ coupons, audit }, () => {
    const saved = new Map(coupons.coupons);
    const restoreAudit = audit.snapshot();
    return () => {
      coupons.coupons = saved;
      restoreAudit();
    };
  });
  return { coupons, audit, uow, outbox: uow.outbox };
}
