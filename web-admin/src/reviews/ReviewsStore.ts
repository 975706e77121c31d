import { makeAutoObservable, runInAction } from 'mobx';
import { errorText } from '../api/errors';
import { Confirmation } from '../stores/Confirmation';
import { PagedList } from '../stores/PagedList';
import { TimedMessage } from '../stores/TimedMessage';
import type { AdminReview, ReviewsApi } from './reviews-api';
import { reviewerName } from './review-text';

/** The reviews area: the list (20 a page, Load More), Publish/Deactivate and Delete with confirmation. */
export class ReviewsStore {
  readonly list: PagedList<AdminReview>;
  readonly deletion: Confirmation<AdminReview>;
  /** Good news for a while: 'The review by Ava N. is now published.' */
  readonly notice = new TimedMessage();
  /** Why the last Publish/Deactivate failed. */
  actionError: string | null = null;
  /** Ids of the reviews whose Publish/Deactivate is running. */
  changing: string[] = [];
  readonly #api: ReviewsApi;

  constructor(api: ReviewsApi) {
    this.#api = api;
    this.list = new PagedList<AdminReview>(async (page, _filters, signal) => {
      const answer = await api.list(page, { signal });
      return { items: answer.reviews, count: answer.count };
    }, {});
    this.deletion = new Confirmation<AdminReview>(async (review) => {
      const answer = await this.#api.delete(review._id);
      runInAction(() => {
        this.list.remove((r) => r._id === review._id);
        this.list.count = answer.count;
        this.notice.show(`The review by ${reviewerName(review)} was deleted.`);
      });
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The first page as it is now (each visit to the screen). */
  load(): Promise<void> {
    this.actionError = null;
    return this.list.reload();
  }

  isChanging(review: AdminReview): boolean {
    return this.changing.includes(review._id);
  }

  /** Publish a review that is not active, or deactivate a published one. */
  async togglePublished(review: AdminReview): Promise<void> {
    if (this.isChanging(review)) return;
    this.changing.push(review._id);
    this.actionError = null;
    try {
      const changed = await this.#api.setPublished(review._id, !review.isActive);
      runInAction(() => {
        this.list.replace((r) => r._id === changed._id, changed);
        this.notice.show(`The review by ${reviewerName(changed)} is now ${changed.isActive ? 'published' : 'not active'}.`);
      });
    } catch (error) {
      runInAction(() => {
        this.actionError = errorText(error);
      });
    } finally {
      runInAction(() => {
        this.changing = this.changing.filter((id) => id !== review._id);
      });
    }
  }
}
