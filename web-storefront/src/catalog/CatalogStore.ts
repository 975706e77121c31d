import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { SHOP_PAGE_SIZE, shopTitle, showPagination } from '../../../domain/index.js';
import type { CartLineInput } from '../../../adapters/http/contract/cart.js';
import type { CatalogApi, Category, Product } from './catalog-api';
import { DEFAULT_SHOP_QUERY, parseShopQuery, type ShopQuery } from './shopQuery';
import type { PageState } from '../../../adapters/http/contract/storefront-page.js';

const sameQuery = (a: ShopQuery, b: ShopQuery): boolean => a.category === b.category && a.orderby === b.orderby && a.page === b.page && a.productSearch === b.productSearch;

/** The shop list, the category navigation and the home page's best sellers. */
export class CatalogStore {
  query: ShopQuery = DEFAULT_SHOP_QUERY;
  products: Product[] = [];
  count = 0;
  loading = false;
  loaded = false;
  categories: Category[] = [];
  bestSellers: Product[] = [];
  bestSellersLoading = false;
  readonly #api: CatalogApi;
  readonly #log: (error: unknown) => void;
  #request = 0;

  constructor(api: CatalogApi, log: (error: unknown) => void = () => undefined) {
    this.#api = api;
    this.#log = log;
    // The server's data is replaced whole, never changed in place: kept as plain objects, not made observable deep down.
    makeAutoObservable(this, { products: observableRef, categories: observableRef, bestSellers: observableRef }, { autoBind: true });
  }

  get title(): string {
    return shopTitle(this.query.category);
  }

  get pageCount(): number {
    return Math.ceil(this.count / SHOP_PAGE_SIZE);
  }

  get showPagination(): boolean {
    return showPagination(this.count, SHOP_PAGE_SIZE);
  }

  get isEmpty(): boolean {
    return this.loaded && !this.loading && this.products.length === 0;
  }

  /** Starts from the data the server rendered the page with, so the first `load` of the same list fetches nothing. */
  seed(state: PageState): void {
    if (state.list) {
      const { query, answer } = state.list;
      this.query = parseShopQuery(new URLSearchParams({ ...query, page: String(query.page) }));
      this.products = answer.products;
      this.count = answer.count;
      this.loaded = true;
    }
    if (state.categories) this.categories = state.categories;
    if (state.bestSellers) this.bestSellers = state.bestSellers;
  }

  /** Loads the list for a URL state; an answer that arrives after a newer request is dropped. */
  async load(query: ShopQuery): Promise<void> {
    if (this.loaded && sameQuery(query, this.query) && !this.loading) return;
    this.query = query;
    this.loading = true;
    const request = ++this.#request;
    try {
      const answer = await this.#api.products(query);
      runInAction(() => {
        if (request !== this.#request) return;
        this.products = answer.products;
        this.count = answer.count;
      });
    } catch (error) {
      // Spec §8: a failed product load is only logged; the spinner clears.
      this.#log(error);
      runInAction(() => {
        if (request !== this.#request) return;
        this.products = [];
        this.count = 0;
      });
    } finally {
      runInAction(() => {
        if (request !== this.#request) return;
        this.loading = false;
        this.loaded = true;
      });
    }
  }

  async loadCategories(): Promise<void> {
    if (this.categories.length > 0) return;
    try {
      const categories = await this.#api.categories();
      runInAction(() => (this.categories = categories));
    } catch (error) {
      this.#log(error);
    }
  }

  async loadBestSellers(cart: CartLineInput[] = []): Promise<void> {
    if (this.bestSellers.length > 0) return;
    this.bestSellersLoading = true;
    try {
      const products = await this.#api.bestSellers(cart);
      runInAction(() => (this.bestSellers = products));
    } catch (error) {
      this.#log(error);
    } finally {
      runInAction(() => (this.bestSellersLoading = false));
    }
  }
}
