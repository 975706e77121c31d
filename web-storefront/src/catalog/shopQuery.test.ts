import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_QUERY, parseShopQuery, shopHref, shopSearch, withCategory, withPage, withSort } from './shopQuery';

describe('shop query in the URL', () => {
  it('reads every parameter and falls back to defaults for bad ones', () => {
    expect(parseShopQuery('?category=solid&orderby=pricelow&page=2&productSearch=tee')).toEqual({ category: 'solid', orderby: 'pricelow', page: 2, productSearch: 'tee' });
    expect(parseShopQuery('?orderby=cheapest&page=-3')).toEqual(DEFAULT_SHOP_QUERY);
    expect(parseShopQuery('?page=1.5').page).toBe(1);
    expect(parseShopQuery('').orderby).toBe('bestselling');
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(shopSearch(DEFAULT_SHOP_QUERY)).toBe('');
    const query = { category: 'nailart', orderby: 'created_descending' as const, page: 3, productSearch: 'beanie wool' };
    expect(parseShopQuery(shopSearch(query))).toEqual(query);
    expect(shopHref({ productSearch: 'cap' })).toBe('/shop?productSearch=cap');
  });

  it('starts a new category on page 1 with the default sort, and a new sort on page 1', () => {
    const query = { category: 'solid', orderby: 'pricehigh' as const, page: 4, productSearch: '' };
    expect(withCategory(query, 'sale')).toEqual({ category: 'sale', orderby: 'bestselling', page: 1, productSearch: '' });
    expect(withSort(query, 'pricelow')).toMatchObject({ orderby: 'pricelow', page: 1, category: 'solid' });
    expect(withPage(query, 2).page).toBe(2);
  });
});
