import { shopAnalytics } from '../analytics/analytics-api';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { addToCartLabel, REVIEWS_PAGE_SIZE, showLoadMore } from '../../../domain/index.js';
import type { CatalogApi, Product, ProductDetail, Review } from './catalog-api';
import { ApiError } from '../../../web-shared/api/client';
import type { CartSync } from '../cart/CartSync';

export const CHOOSE_SIZE_MESSAGE = 'Please select a size.';

/** One product page: the product, its size and quantity choice, add-to-cart, related products and reviews. */
export class ProductStore {
  product: ProductDetail | null = null;
  loading = true;
  notFound = false;
  variantId = '';
  quantity = 1;
  adding = false;
  /** The server's stockLevel message (shown in red) or the choose-a-size prompt. */
  cartError: string | null = null;
  added = false;
  related: Product[] = [];
  reviews: Review[] = [];
  reviewCount = 0;
  reviewsLoading = false;
  readonly #api: CatalogApi;
  readonly #cart: CartSync;
  readonly #log: (error: unknown) => void;
  #reviewPage = 1;
  #shownId: string | null = null;

  constructor(api: CatalogApi, cart: CartSync, log: (error: unknown) => void = () => undefined) {
    this.#api = api;
    this.#cart = cart;
    this.#log = log;
    // The server's data is replaced whole, never changed in place: kept as plain objects, not made observable deep down.
    makeAutoObservable(this, { product: observableRef, related: observableRef, reviews: observableRef }, { autoBind: true });
  }

  get addLabel(): string {
    return this.product ? addToCartLabel(this.product) : 'ADD TO CART';
  }

  get needsVariantChoice(): boolean {
    return (this.product?.variants.length ?? 0) > 1;
  }

  get canReadMore(): boolean {
    return showLoadMore(this.reviewCount, this.reviews.length);
  }

  get inStock(): boolean {
    return (this.product?.stockLevel ?? 0) > 0;
  }

  /** Starts from the server-rendered page's data (null: no such product) instead of fetching it. */
  seed(productId: string, product: ProductDetail | null, related: Product[]): void {
    this.#shownId = productId;
    this.loading = false;
    this.notFound = product === null;
    this.product = product;
    this.related = product ? related.filter((p) => p._id !== product._id) : [];
    if (!product) return;
    this.reviews = product.reviews.slice(0, REVIEWS_PAGE_SIZE);
    this.reviewCount = product.reviewCount;
    this.#reviewPage = 1;
    this.variantId = product.variants.length === 1 ? (product.variants[0]?._id ?? '') : '';
  }

  /** Whether the store shows (or has shown missing) product `productId`. */
  holds(productId: string): boolean {
    return !this.loading && (this.product ? this.product._id.toLowerCase() === productId.toLowerCase() : this.notFound && this.#shownId === productId);
  }

  async load(productId: string): Promise<void> {
    this.#shownId = productId;
    this.loading = true;
    this.notFound = false;
    this.product = null;
    this.related = [];
    this.cartError = null;
    this.added = false;
    this.quantity = 1;
    try {
      const product = await this.#api.product(productId);
      runInAction(() => {
        this.product = product;
        this.reviews = product.reviews.slice(0, REVIEWS_PAGE_SIZE);
        this.reviewCount = product.reviewCount;
        this.#reviewPage = 1;
        // A single size is chosen for the shopper.
        this.variantId = product.variants.length === 1 ? (product.variants[0]?._id ?? '') : '';
      });
      shopAnalytics.track('ViewContent', undefined, product.price);
      void this.loadRelated(product);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) this.#log(error);
      runInAction(() => (this.notFound = error instanceof ApiError && (error.status === 404 || error.status === 400)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async loadRelated(product: Product): Promise<void> {
    try {
      const related = await this.#api.youMayAlsoLike(product);
      runInAction(() => (this.related = related.filter((p) => p._id !== product._id)));
    } catch (error) {
      this.#log(error);
    }
  }

  selectVariant(variantId: string): void {
    this.variantId = variantId;
    if (this.cartError === CHOOSE_SIZE_MESSAGE) this.cartError = null;
  }

  setQuantity(quantity: number): void {
    this.quantity = Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, 99) : 1;
  }

  async addToCart(): Promise<boolean> {
    const product = this.product;
    if (!product || this.adding) return false;
    if (this.needsVariantChoice && !this.variantId) {
      this.cartError = CHOOSE_SIZE_MESSAGE;
      return false;
    }
    this.adding = true;
    this.cartError = null;
    this.added = false;
    const problem = await this.#cart.add(product, this.variantId, this.quantity);
    runInAction(() => {
      this.adding = false;
      this.cartError = problem;
      if (problem === null) {
        shopAnalytics.track('AddToCart', undefined, Math.round(product.price * this.quantity * 100) / 100);
        this.added = true;
        this.quantity = 1;
      }
    });
    return problem === null;
  }

  async readMore(): Promise<void> {
    const product = this.product;
    if (!product || this.reviewsLoading || !this.canReadMore) return;
    this.reviewsLoading = true;
    try {
      const page = await this.#api.reviews(product._id, this.#reviewPage + 1);
      runInAction(() => {
        this.#reviewPage = page.page;
        const known = new Set(this.reviews.map((r) => r._id));
        this.reviews = [...this.reviews, ...page.reviews.filter((r) => !known.has(r._id))];
        this.reviewCount = page.count;
      });
    } catch (error) {
      this.#log(error);
    } finally {
      runInAction(() => (this.reviewsLoading = false));
    }
  }
}
