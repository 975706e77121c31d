import { formatAud } from '../../../domain/money.js';
import type { AdminCoupon } from './coupons-api';

/** The amount as the list shows it: '20%' for a percent coupon, '$12.50' for a fixed one. */
export const couponAmount = (c: Pick<AdminCoupon, 'amount' | 'isPercent'>): string => (c.isPercent ? `${c.amount}%` : formatAud(Math.round(c.amount * 100)));

/** The categories cell: 'All' when the coupon is limited to none. */
export const couponCategories = (c: Pick<AdminCoupon, 'categories'>): string => (c.categories.length === 0 ? 'All' : c.categories.join(', '));
