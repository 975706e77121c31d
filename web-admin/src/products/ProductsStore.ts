import { PagedList } from '../stores/PagedList';
import type { AdminProductFilter, AdminProductRow, ProductsApi } from './products-api';
import { ProductForm } from './ProductForm';

export const PRODUCTS_LOADING = 'Please wait. Products are being fetched.';
export const NO_PRODUCTS = 'No results found.';

/** The list's eight orders with their labels (admin.md §3); `newest` is the default. */
export const PRODUCT_FILTERS: readonly { value: AdminProductFilter; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'pricelow', label: 'Price (low to high)' },
  { value: 'pricehigh', label: 'Price (high to low)' },
  { value: 'stockLow', label: 'Stock (low to high)' },
  { value: 'stockHigh', label: 'Stock (high to low)' },
  { value: 'popularDesc', label: 'Most sold' },
  { value: 'popularAsc', label: 'Least sold' },
];

/** The list's filters as the query string keeps them (`?page=2&filter=pricelow&query=beanie`). */
export type ProductFilters = { page: string; filter: string; query: string };
export const PRODUCT_FILTER_DEFAULTS: ProductFilters = { page: '1', filter: 'newest', query: '' };
export const PRODUCT_FILTER_VALUES = { filter: PRODUCT_FILTERS.map((f) => f.value) };
export const PRODUCTS_PAGE_SIZE = 12;

/**
 * The products area: the list (12 a page, numbered pages; the page is one of the filters, so each
 * page is its own request and a late answer for another page is dropped) and the product form.
 */
export class ProductsStore {
  readonly list: PagedList<AdminProductRow, ProductFilters>;
  readonly editor: ProductForm;

  constructor(api: ProductsApi) {
    this.list = new PagedList<AdminProductRow, ProductFilters>(async (_page, f, signal) => {
      const answer = await api.list(Math.max(1, Number(f.page) || 1), f.filter as AdminProductFilter, f.query, { signal });
      return { items: answer.rangeProducts, count: answer.count };
    }, PRODUCT_FILTER_DEFAULTS);
    this.editor = new ProductForm(api);
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.list.count / PRODUCTS_PAGE_SIZE));
  }

  get currentPage(): number {
    return Math.max(1, Number(this.list.filters.page) || 1);
  }
}
