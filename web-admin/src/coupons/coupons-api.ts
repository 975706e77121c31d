import type { AdminCoupon, AdminCouponsAnswer, CreateCouponAnswer, CreateCouponRequest, DeleteCouponAnswer } from '../../../adapters/http/contract/coupons.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminCoupon, CouponCategory } from '../../../adapters/http/contract/coupons.js';

/** The back office's coupon calls (admin-api.md). */
export class CouponsApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(page: number, options: RequestOptions = {}): Promise<AdminCouponsAnswer> {
    return this.#api.get<AdminCouponsAnswer>(adminPath('getAdminCoupons', page), options);
  }

  create(request: CreateCouponRequest): Promise<CreateCouponAnswer> {
    return this.#api.post<CreateCouponAnswer>(adminPath('createNewCoupon'), request);
  }

  setActive(id: string, isActive: boolean): Promise<AdminCoupon> {
    return this.#api.post<AdminCoupon>(adminPath('deactivateCoupon', id), { isActive });
  }

  delete(id: string): Promise<DeleteCouponAnswer> {
    return this.#api.post<DeleteCouponAnswer>(adminPath('deleteCoupon', id));
  }
}
