import { parseShopSort, type ShopSort } from '../../domain/catalogue.js';
import { DomainError } from '../../domain/errors.js';
import { paginate, SHOP_PAGE_SIZE } from '../../domain/pagination.js';
import type { CatalogProduct, CatalogReader } from './ports.js';
import { invalid, ok, type Result } from '../../domain/result.js';

export interface ListProductsInput {
  page: number;
  orderby: string;
  productSearch: string | null;
  category: string | null;
}

export interface ProductList {
  products: CatalogProduct[];
  count: number;
  page: number;
  pageCount: number;
}

export const MAX_SEARCH_LENGTH = 100;

/** The shop list: 24 per page, a page beyond the last shows the last. */
export function makeListProducts(deps: { catalog: CatalogReader }) {
  return async (input: ListProductsInput): Promise<Result<ProductList>> => {
    if (!Number.isSafeInteger(input.page) || input.page < 1) return invalid({ page: 'Page must be a whole number of at least 1.' });
    let sort: ShopSort;
    try {
      sort = parseShopSort(input.orderby);
    } catch (error) {
      if (error instanceof DomainError) return invalid({ orderby: 'Sort order must be one of bestselling, pricelow, pricehigh, created_ascending or created_descending.' });
      throw error;
    }
    const search = input.productSearch?.trim() || null;
    if (search !== null && search.length > MAX_SEARCH_LENGTH) return invalid({ productSearch: `Search text must be at most ${MAX_SEARCH_LENGTH} characters.` });
    const category = input.category?.trim().toLowerCase() || null;
    const count = await deps.catalog.countProducts({ search, category });
    const page = paginate(input.page, count, SHOP_PAGE_SIZE);
    const products = count === 0 ? [] : await deps.catalog.listProducts({ sort, search, category, offset: page.offset, limit: page.limit });
    return ok({ products, count, page: page.page, pageCount: page.pageCount });
  };
}
