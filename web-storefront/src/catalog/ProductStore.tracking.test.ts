// What the product page hands the owner's Google Analytics and Meta pixel: ViewContent with the
// product's price and AddToCart with the added lines' value, in dollars and AUD, only after the
// shopper accepted them. The API is faked at fetch.
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { SessionStore } from '../accounts/SessionStore';
import { CartApi } from '../cart/cart-api';
import { CartStore } from '../cart/CartStore';
import { CartSync } from '../cart/CartSync';
import { sampleDetail, sampleProduct } from '../testing/catalogFixtures';
import { thirdPartyPage } from '../testing/thirdPartyPage';
import { CatalogApi } from './catalog-api';
import { ProductStore } from './ProductStore';

const detail = sampleDetail({ _id: 'p7', price: 39.95 });

function productPage() {
  const storage = new MemoryStorage();
  const respond = (r: RecordedRequest) => {
    if (r.url.startsWith('/api/products/getSpecificProduct/')) return { body: detail };
    if (r.url.startsWith('/api/products/getYouMayAlsoLike')) return { body: [] };
    return { body: { cart: [{ product: sampleProduct({ _id: 'p7', price: 39.95 }), variant: 'p7-m', quantity: 3 }] } };
  };
  const client = new ApiClient({ fetch: fakeFetch(respond).fetch, storage });
  const session = new SessionStore(client, storage);
  const cart = new CartStore(storage, () => !session.isLoggedIn);
  return new ProductStore(new CatalogApi(client), new CartSync(new CartApi(client), cart, session, storage));
}

describe('ProductStore and the owner’s third-party analytics', () => {
  it('with consent sends ViewContent with the price and AddToCart with price × quantity, in dollars and AUD', async () => {
    const page = await thirdPartyPage('accepted');
    const store = productPage();
    await store.load('p7');
    store.selectVariant('p7-m');
    store.setQuantity(3);
    expect(await store.addToCart()).toBe(true);
    expect(page.calls()).toEqual({
      google: [
        ['view_item', { value: 39.95, currency: 'AUD' }],
        ['add_to_cart', { value: 119.85, currency: 'AUD' }],
      ],
      meta: [
        ['ViewContent', { value: 39.95, currency: 'AUD' }],
        ['AddToCart', { value: 119.85, currency: 'AUD' }],
      ],
    });
  });

  it('without consent sends them nothing', async () => {
    const page = await thirdPartyPage('declined');
    const store = productPage();
    await store.load('p7');
    store.selectVariant('p7-m');
    expect(await store.addToCart()).toBe(true);
    expect(page.calls()).toEqual({ google: [], meta: [] });
  });
});
