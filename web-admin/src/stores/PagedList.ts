import { makeAutoObservable, runInAction } from 'mobx';
import { showLoadMore } from '../../../domain/pagination.js';
import { errorText, isAbort } from '../api/errors';

/** One page of a back-office list, as every list call answers it: the items and how many match in all. */
export interface Page<T> {
  items: T[];
  count: number;
  /** The server counted only up to `count` (a broad search): more may match, shown as '1,000+'. */
  countCapped?: boolean;
}

/** Fetches page `page` (1-based) of the list for `filters`; `signal` aborts an answer no longer wanted. */
export type PageLoader<T, F> = (page: number, filters: F, signal: AbortSignal) => Promise<Page<T>>;

/** What the shared list pieces (ListState, LoadMore) read of a list. */
export interface ListStatus {
  readonly loading: boolean;
  readonly error: string | null;
  readonly isEmpty: boolean;
}

/**
 * A server-paged list read with Load More: the items loaded so far, the total `count`, the last page
 * loaded, whether a request is running and the error of the last one. New filters start again at
 * page 1; an answer that arrives after the filters changed is dropped (its request is aborted).
 */
export class PagedList<T, F = Record<string, never>> implements ListStatus {
  items: T[] = [];
  count = 0;
  /** Whether `count` is a cap rather than the total (a broad search): shown with a '+'. */
  countCapped = false;
  page = 0;
  loading = false;
  error: string | null = null;
  /** True once a first page has arrived for the current filters. */
  loaded = false;
  filters: F;
  #generation = 0;
  #controller: AbortController | null = null;
  readonly #load: PageLoader<T, F>;

  constructor(load: PageLoader<T, F>, filters: F) {
    this.#load = load;
    this.filters = filters;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Load More shows while the total exceeds what is loaded (the domain rule). */
  get hasMore(): boolean {
    return this.countCapped || showLoadMore(this.count, this.items.length);
  }

  /** The count as shown: '1,000' or, when the server capped it, '1,000+'. */
  get countText(): string {
    return `${this.count.toLocaleString('en-AU')}${this.countCapped ? '+' : ''}`;
  }

  get isEmpty(): boolean {
    return this.loaded && !this.loading && this.error === null && this.items.length === 0;
  }

  /** Shows the list for these filters: from page 1 when they differ from the current ones (or nothing is loaded yet). */
  show(filters: F): Promise<void> {
    if (this.loaded && JSON.stringify(filters) === JSON.stringify(this.filters)) return Promise.resolve();
    this.filters = filters;
    return this.reload();
  }

  /** Page 1 again with the current filters, dropping what was loaded. */
  reload(): Promise<void> {
    this.items = [];
    this.count = 0;
    this.countCapped = false;
    this.page = 0;
    this.loaded = false;
    return this.#fetch(1);
  }

  /** The next page, when there is one and nothing is loading. */
  loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return Promise.resolve();
    return this.#fetch(this.page + 1);
  }

  /** Puts a changed item in place of the loaded one it matches (after Hide, Activate, Publish…). */
  replace(matches: (item: T) => boolean, item: T): void {
    this.items = this.items.map((i) => (matches(i) ? item : i));
  }

  /** Takes a deleted item out of the loaded ones and the count. */
  remove(matches: (item: T) => boolean): void {
    const before = this.items.length;
    this.items = this.items.filter((i) => !matches(i));
    this.count = Math.max(0, this.count - (before - this.items.length));
  }

  /** Puts a new item first (after creating it). */
  prepend(item: T): void {
    this.items = [item, ...this.items];
    this.count += 1;
  }

  async #fetch(page: number): Promise<void> {
    if (page === 1) this.#controller?.abort();
    const generation = page === 1 ? ++this.#generation : this.#generation;
    const controller = new AbortController();
    this.#controller = controller;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.#load(page, this.filters, controller.signal);
      runInAction(() => {
        if (generation !== this.#generation) return;
        this.items = page === 1 ? answer.items : [...this.items, ...answer.items];
        this.count = answer.count;
        this.countCapped = answer.countCapped ?? false;
        this.page = page;
        this.loaded = true;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.#generation || isAbort(error)) return;
        this.error = errorText(error);
        this.loading = false;
      });
    }
  }
}
