/**
 * What a server-rendered storefront page needs from the catalogue and the data it was rendered with
 * (ADR 050). The SSR bundle says what a URL needs (`PageNeeds`), the server reads it through the same
 * use cases and views as the JSON answers, renders with it, and writes it into the page as
 * `PageState`, from which the browser fills its stores before hydrating: no second fetch on load.
 */
import type { Category, Product, ProductDetail, ProductListResponse } from './catalog.js';

/** A shop-list request as the list route takes it. */
export interface PageListQuery {
  page: number;
  orderby: string;
  productSearch: string;
  category: string;
}

export interface PageNeeds {
  list?: PageListQuery;
  /** A product page's id, as written in its URL. */
  productId?: string;
  categories?: boolean;
  bestSellers?: boolean;
}

export interface PageState {
  list?: { query: PageListQuery; answer: ProductListResponse };
  /** `detail` null: no such product (the page is the 404). */
  product?: { id: string; detail: ProductDetail | null; related: Product[] };
  categories?: Category[];
  bestSellers?: Product[];
}
