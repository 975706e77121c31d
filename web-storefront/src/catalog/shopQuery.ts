import { DEFAULT_SHOP_SORT, parseShopSort, type ShopSort } from '../../../domain/index.js';

/** The shop list's state as it lives in the URL (`/shop?category=…&orderby=…&page=…&productSearch=…`). */
export interface ShopQuery {
  category: string;
  orderby: ShopSort;
  page: number;
  productSearch: string;
}

export const DEFAULT_SHOP_QUERY: ShopQuery = { category: '', orderby: DEFAULT_SHOP_SORT, page: 1, productSearch: '' };

/** Reads the URL's query; anything unreadable falls back to its default so a bad link still shows a list. */
export function parseShopQuery(search: URLSearchParams | string): ShopQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  let orderby: ShopSort;
  try {
    orderby = parseShopSort(params.get('orderby'));
  } catch {
    orderby = DEFAULT_SHOP_SORT;
  }
  const page = Number(params.get('page') ?? '1');
  return {
    category: (params.get('category') ?? '').trim(),
    orderby,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    productSearch: (params.get('productSearch') ?? '').trim(),
  };
}

/** The query string for a list state, leaving defaults out so links stay short. */
export function shopSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.orderby !== DEFAULT_SHOP_SORT) params.set('orderby', query.orderby);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.productSearch) params.set('productSearch', query.productSearch);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const shopHref = (query: Partial<ShopQuery>): string => `/shop${shopSearch({ ...DEFAULT_SHOP_QUERY, ...query })}`;

/** A new category starts on page 1 with the default sort. */
export const withCategory = (query: ShopQuery, category: string): ShopQuery => ({ ...query, category, page: 1, orderby: DEFAULT_SHOP_SORT });

/** A new sort order starts on page 1. */
export const withSort = (query: ShopQuery, orderby: ShopSort): ShopQuery => ({ ...query, orderby, page: 1 });

export const withPage = (query: ShopQuery, page: number): ShopQuery => ({ ...query, page });
