import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { PagedList } from '../stores/PagedList';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminCoupon, CouponsApi } from './coupons-api';
import { NewCouponForm } from './NewCouponForm';

/** The coupons area: the list (20 a page, Load More), Activate/Deactivate, Delete with confirmation, and the new-coupon form. */
export class CouponsStore {
  readonly list: PagedList<AdminCoupon>;
  readonly deletion: Confirmation<AdminCoupon>;
  readonly newCoupon: NewCouponForm;
  /** Good news for a while: 'WINTER20 is now inactive.', 'WINTER20 was deleted.' */
  readonly notice = new TimedMessage();
  /** Why the last Activate/Deactivate failed. */
  actionError: string | null = null;
  /** Ids of the coupons whose Activate/Deactivate is running. */
  changing: string[] = [];
  readonly #api: CouponsApi;

  constructor(api: CouponsApi, now?: () => Date) {
    this.#api = api;
    this.list = new PagedList<AdminCoupon>(async (page, _filters, signal) => {
      const answer = await api.list(page, { signal });
      return { items: answer.coupons, count: answer.count };
    }, {});
    this.deletion = new Confirmation<AdminCoupon>(async (coupon) => {
      const answer = await this.#api.delete(coupon._id);
      runInAction(() => {
        this.list.remove((c) => c._id === coupon._id);
        this.list.count = answer.count;
        this.notice.show(`${coupon.code} was deleted.`);
      });
    });
    this.newCoupon = new NewCouponForm(api, now);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The first page as it is now (each visit to the screen). */
  load(): Promise<void> {
    this.actionError = null;
    return this.list.reload();
  }

  isChanging(coupon: AdminCoupon): boolean {
    return this.changing.includes(coupon._id);
  }

  /** Deactivate an active coupon or activate an inactive one. */
  async toggleActive(coupon: AdminCoupon): Promise<void> {
    if (this.isChanging(coupon)) return;
    this.changing.push(coupon._id);
    this.actionError = null;
    try {
      const changed = await this.#api.setActive(coupon._id, !coupon.isActive);
      runInAction(() => {
        this.list.replace((c) => c._id === changed._id, changed);
        this.notice.show(`${changed.code} is now ${changed.isActive ? 'active' : 'inactive'}.`);
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.changing = this.changing.filter((id) => id !== coupon._id);
      });
    }
  }
}
