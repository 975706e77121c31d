import express, { type Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../../application/platform/clock.js';
import type { CreateAdminCoupon, DeleteCoupon, ListCoupons, SetCouponActive } from '../../../application/coupons/ports.js';
import { validateNewCoupon } from '../../../domain/coupon.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer } from '../../http/admin-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { couponSchema, couponsAnswer, couponView, createCouponAnswer, deleteCouponAnswer } from './coupon-views.js';

export interface CouponRoutesDeps {
  registry: ApiRegistry;
  clock: Clock;
  listCoupons: ListCoupons;
  createCoupon: CreateAdminCoupon;
  setCouponActive: SetCouponActive;
  deleteCoupon: DeleteCoupon;
}

const TAG = 'Back office: coupons';
const yesNo = (message: string) => z.boolean({ message });
const dollars = (message: string) => z.union([z.number(), z.string().max(20, message)], { message });

const newCoupon = z.object({
  code: z.string({ message: 'Coupon code is required.' }).max(100, 'Coupon code may only contain letters, numbers, hyphens and underscores (at most 32).'),
  isPercent: yesNo('Choose a percentage or a fixed amount (true or false).'),
  amount: dollars('Amount is required.'),
  expireDate: z.string({ message: 'Expiry date is required.' }).max(40, 'Expiry date is not a valid date.'),
  isActive: yesNo('Choose whether the coupon is active (true or false).').default(true),
  minimumSpend: dollars('Minimum spend must be 0 or more, with at most 2 decimals.').nullish(),
  isOneTime: yesNo('Choose one time or unlimited use (true or false).'),
  categories: z.array(z.string().max(40), { message: 'Categories must be a list.' }).max(20, 'Categories must be a list.').default([]),
});

/** The back office's coupon calls (admin-api.md). */
export function couponRouter(d: CouponRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getAdminCoupons/:page',
    summary: 'A page of coupons (20), newest first',
    tag: TAG,
    params: z.object({ page: adminPage }),
    answer: couponsAnswer,
    responses: { 200: '`{coupons, count}`', 400: '`{page}`' },
    handler: async ({ params }) => {
      const r = await d.listCoupons({ page: params.page });
      return r.ok ? ok(listAnswer('coupons', r.value.coupons.map(couponView), r.value.count)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/createNewCoupon',
    summary: 'Adds a coupon (code kept as typed, unique in any case; expiry after today in Melbourne; minimum spend 0 when blank)',
    tag: TAG,
    body: newCoupon,
    formRules: (f): Record<string, string> => validateNewCoupon(f, d.clock.now()),
    status: 201,
    answer: createCouponAnswer,
    responses: { 201: '`{coupon}`', 400: '`{code}`, `{amount}`, `{minimumSpend}`, `{expireDate}`, `{categories}`…', 409: '`{code}`: a coupon with this code (in any case) exists' },
    handler: async ({ body, actor }) => {
      const r = await d.createCoupon({ actor, ...body });
      return r.ok ? ok({ coupon: couponView(r.value) }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deactivateCoupon/:id',
    summary: 'Activates or deactivates a coupon (an inactive one is refused at checkout at once)',
    tag: TAG,
    params: idParams('Coupon id'),
    body: z.object({ isActive: yesNo('Choose whether the coupon is active (true or false).') }),
    answer: couponSchema,
    responses: { 200: 'The coupon', 400: '`{id}` or `{isActive}`', 404: 'No coupon has this id: `{message}`', 409: 'A one-time coupon that has been used cannot be activated again: `{message}`' },
    handler: async ({ params, body, actor }) => {
      const r = await d.setCouponActive({ actor, id: params.id, isActive: body.isActive });
      return r.ok ? ok(couponView(r.value)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/deleteCoupon/:id',
    summary: 'Deletes a coupon (orders keep their copy of it)',
    tag: TAG,
    params: idParams('Coupon id'),
    answer: deleteCouponAnswer,
    responses: { 200: '`{coupon, count}`: the coupon deleted and how many are left', 400: '`{id}`', 404: 'No coupon has this id: `{message}`' },
    handler: async ({ params, actor }) => {
      const r = await d.deleteCoupon({ actor, id: params.id });
      return r.ok ? ok({ coupon: couponView(r.value.coupon), count: r.value.count }) : r;
    },
  });

  return router;
}
