import { makeCreateAdminCoupon } from '../../../application/coupons/create-coupon.js';
import { makeDeleteCoupon } from '../../../application/coupons/delete-coupon.js';
import { makeListCoupons } from '../../../application/coupons/list-coupons.js';
import type { CouponStores } from '../../../application/coupons/ports.js';
import { makeSetCouponActive } from '../../../application/coupons/set-coupon-active.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import type { ShopModule } from '../../platform/module.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresAdminCouponRepository } from './admin-coupon-repository.js';
import { couponRouter } from './coupon-routes.js';

/** The back office's coupons: list, create, activate and deactivate, delete. Every change audited. */
export const couponsModule: ShopModule = {
  name: 'coupons',
  routers(c) {
    const uow = unitOfWorkIn<CouponStores>(c, (tx) => ({ coupons: postgresAdminCouponRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
    const clock = c.get(T.clock);
    return [
      couponRouter({
        registry: c.get(T.registry),
        clock,
        listCoupons: makeListCoupons({ coupons: postgresAdminCouponRepository(c.get(T.db)) }),
        createCoupon: makeCreateAdminCoupon({ uow, ids: c.get(T.ids), clock }),
        setCouponActive: makeSetCouponActive({ uow, clock }),
        deleteCoupon: makeDeleteCoupon({ uow, clock }),
      }),
    ];
  },
};
