import { makeAutoObservable, runInAction } from 'mobx';
import type { BecomeStockistRequest } from '../../../adapters/http/contract/engagement.js';
import { STOCKIST_FIELDS as INQUIRY_FIELDS } from '../../../domain/stockist-inquiry.js';
import type { FieldErrors } from '../../../web-shared/api/client';
import type { EngagementApi } from './engagement-api';
import { browserTimers, errorsOf, type Timers } from './submit';

export const STOCKIST_THANKS = "We've recieved your inquiry. We'll be in touch within 24-48 hours.";
/** Spec §9: the form clears this long after a successful submit. */
export const STOCKIST_RESET_MS = 5000;

export type StockistField = keyof BecomeStockistRequest;

/** The inquiry's fields, as the domain rule lists them. */
export const STOCKIST_FIELDS: readonly StockistField[] = INQUIRY_FIELDS;

const empty = (): Record<StockistField, string> => Object.fromEntries(STOCKIST_FIELDS.map((field) => [field, ''])) as Record<StockistField, string>;

/** The /becomestockist application. */
export class StockistForm {
  values: Record<StockistField, string> = empty();
  errors: FieldErrors = {};
  submitting = false;
  done = false;
  readonly #api: Pick<EngagementApi, 'becomeStockist'>;
  readonly #timers: Timers;
  #resetTimer: unknown = null;

  constructor(api: Pick<EngagementApi, 'becomeStockist'>, timers: Timers = browserTimers) {
    this.#api = api;
    this.#timers = timers;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(field: StockistField, value: string): void {
    this.values[field] = value;
  }

  clear(): void {
    this.values = empty();
    this.errors = {};
    this.done = false;
  }

  dispose(): void {
    if (this.#resetTimer !== null) this.#timers.clearTimeout(this.#resetTimer);
    this.#resetTimer = null;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    this.submitting = true;
    this.errors = {};
    this.done = false;
    const body: BecomeStockistRequest = { fullName: '', email: '', message: '' };
    for (const field of STOCKIST_FIELDS) body[field] = this.values[field].trim();
    try {
      await this.#api.becomeStockist(body);
      runInAction(() => (this.done = true));
      this.dispose();
      this.#resetTimer = this.#timers.setTimeout(() => runInAction(() => this.clear()), STOCKIST_RESET_MS);
      return true;
    } catch (error) {
      runInAction(() => (this.errors = errorsOf(error)));
      return false;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
