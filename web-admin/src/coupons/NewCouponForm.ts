import { makeAutoObservable } from 'mobx';
import { COUPON_CATEGORIES, validateNewCoupon, type CouponCategory } from '../../../domain/coupon.js';
import { addCalendarDays, melbourneDate } from '../../../domain/dates.js';
import { FormState } from '../stores/FormState';
import { TimedMessage } from '../stores/TimedMessage';
import type { CouponsApi } from './coupons-api';

export const COUPON_CREATED = 'New coupon has been successfully created.';

/** The form's fields as typed (amount and minimum spend as the text in their boxes). */
export type NewCouponValues = {
  code: string;
  isPercent: boolean;
  isOneTime: boolean;
  categories: CouponCategory[];
  amount: string;
  minimumSpend: string;
  expireDate: string;
};

const EMPTY: NewCouponValues = { code: '', isPercent: true, isOneTime: false, categories: [], amount: '', minimumSpend: '', expireDate: '' };

/**
 * /adminpanel/coupons/newCoupon: code, percentage or fixed amount, one time or unlimited, categories
 * (none: all), value, minimum spend (0 when blank) and an expiry date after today in Melbourne. The
 * domain's rules are checked before sending; the server's messages go under code, amount,
 * minimumSpend and expireDate. Ready for the next coupon after a success; reset on leaving.
 */
export class NewCouponForm {
  readonly form = new FormState<NewCouponValues>(EMPTY);
  readonly success = new TimedMessage();
  readonly categories = COUPON_CATEGORIES;
  readonly #api: CouponsApi;
  readonly #now: () => Date;

  constructor(api: CouponsApi, now: () => Date = () => new Date()) {
    this.#api = api;
    this.#now = now;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The earliest expiry the date picker offers: tomorrow in Melbourne (today and earlier are refused). */
  get earliestExpiry(): string {
    return addCalendarDays(melbourneDate(this.#now()), 1);
  }

  hasCategory(category: CouponCategory): boolean {
    return this.form.values.categories.includes(category);
  }

  toggleCategory(category: CouponCategory): void {
    const chosen = this.form.values.categories;
    this.form.set('categories', chosen.includes(category) ? chosen.filter((c) => c !== category) : COUPON_CATEGORIES.filter((c) => c === category || chosen.includes(c)));
  }

  async submit(): Promise<void> {
    if (this.form.saving) return;
    this.success.clear();
    const v = this.form.values;
    const problems = validateNewCoupon({ ...v, isActive: true }, this.#now());
    if (Object.keys(problems).length > 0) {
      this.form.fail(problems);
      return;
    }
    const created = await this.form.save((values) =>
      this.#api.create({
        code: values.code.trim(),
        isPercent: values.isPercent,
        amount: values.amount.trim(),
        expireDate: values.expireDate,
        isActive: true,
        minimumSpend: values.minimumSpend.trim(),
        isOneTime: values.isOneTime,
        categories: values.categories,
      }),
    );
    if (created) {
      this.form.reset();
      this.success.show(COUPON_CREATED);
    }
  }

  /** Everything as new (leaving the screen). */
  reset(): void {
    this.form.reset();
    this.success.clear();
  }
}
