import { ADMIN_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok } from '../../domain/result.js';
import type { AdminCouponRepository, ListCoupons } from './ports.js';

/** One page of the back office's coupons (20), newest first, with how many there are in all. */
export function makeListCoupons(deps: { coupons: Pick<AdminCouponRepository, 'page'> }): ListCoupons {
  return async ({ page }) => ok(await deps.coupons.page(pageWindow(page, ADMIN_PAGE_SIZE)));
}
