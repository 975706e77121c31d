import { isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CartApi } from '../cart/cart-api';
import { CatalogApi } from './catalog-api';
import { ApiClient } from '../../../web-shared/api/client';
import { sampleDetail, sampleProduct, sampleReview } from '../testing/catalogFixtures';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { CartStore } from '../cart/CartStore';
import { CartSync, GUEST_ID_KEY } from '../cart/CartSync';
import { CHOOSE_SIZE_MESSAGE, ProductStore } from './ProductStore';
import { SessionStore } from '../accounts/SessionStore';
import { MemoryStorage } from '../../../web-shared/session/storage';

type Respond = (request: RecordedRequest) => { status?: number; body?: unknown };

function setup(respond: Respond, options: { token?: string; guestId?: string } = {}) {
  const storage = new MemoryStorage({ ...(options.token ? { token: options.token } : {}), ...(options.guestId ? { [GUEST_ID_KEY]: options.guestId } : {}) });
  const { fetch, requests } = fakeFetch(respond);
  const client = new ApiClient({ fetch, storage });
  const api = new CatalogApi(client);
  const session = new SessionStore(client, storage);
  const cart = new CartStore(storage, () => !session.isLoggedIn);
  const sync = new CartSync(new CartApi(client), cart, session, storage);
  return { store: new ProductStore(api, sync), cart, sync, storage, requests };
}

const detail = sampleDetail({ reviews: [sampleReview()], reviewCount: 12 });
const serverLine = (quantity: number, variant = 'p1-m') => ({ product: { ...sampleProduct(), variants: sampleProduct().variants }, variant, quantity });

const routes =
  (extra: Respond = () => ({ body: { cart: [serverLine(1)] } })): Respond =>
  (r) => {
    if (r.url.startsWith('/api/products/getSpecificProduct/')) return { body: detail };
    if (r.url.startsWith('/api/products/getYouMayAlsoLike')) return { body: [sampleProduct({ _id: 'p1' }), sampleProduct({ _id: 'p2' })] };
    if (r.url.startsWith('/api/reviews/getProductReviews/')) return { body: { reviews: [sampleReview({ _id: 'r2' }), sampleReview({ _id: 'r1' })], count: 12, page: 2, pageCount: 2 } };
    return extra(r);
  };

describe('ProductStore', () => {
  it("keeps a server-rendered page's product, reviews and related products as they came, not made observable deep down", () => {
    const { store } = setup(routes());
    const related = [sampleProduct({ _id: 'p2' })];
    store.seed('p1', detail, related);
    expect(store.product).toBe(detail);
    expect([isObservable(store.product), isObservable(store.reviews), isObservable(store.related), isObservable(store.related[0])]).toEqual([false, false, false, false]);
    expect(store.related[0]).toBe(related[0]);
  });

  it('loads the product, its reviews and related products (without itself)', async () => {
    const { store, requests } = setup(routes());
    await store.load('p1');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.product?.name).toBe('Trail Tee');
    expect(store.addLabel).toBe('ADD TO CART');
    expect(store.reviews).toHaveLength(1);
    expect(store.canReadMore).toBe(true);
    expect(store.related.map((p) => p._id)).toEqual(['p2']);
    expect(requests[1]?.url).toBe('/api/products/getYouMayAlsoLike?_id=p1&category=solid');
  });

  it('marks an unknown or malformed id as not found', async () => {
    const { store } = setup(() => ({ status: 404, body: { message: 'Product not found' } }));
    await store.load('nope');
    expect(store.notFound).toBe(true);
    expect(store.loading).toBe(false);
  });

  it('requires a size when there is more than one, and asks nothing of the server until then', async () => {
    const { store, requests } = setup(routes());
    await store.load('p1');
    const before = requests.length;
    expect(await store.addToCart()).toBe(false);
    expect(store.cartError).toBe(CHOOSE_SIZE_MESSAGE);
    expect(requests.length).toBe(before);
    store.selectVariant('p1-m');
    expect(store.cartError).toBeNull();
  });

  it('adds for a guest without id by sending the local cart, takes the server cart and resets quantity', async () => {
    const { store, cart, requests } = setup(routes(() => ({ body: { cart: [serverLine(3)] } })));
    await store.load('p1');
    store.selectVariant('p1-m');
    store.setQuantity(3);
    expect(await store.addToCart()).toBe(true);
    const add = requests.find((r) => r.url === '/api/cart/addQuantityToCart');
    expect(add?.body).toEqual({ params: { product: 'p1', quantity: 3, variant: 'p1-m', uid: null, cart: [] } });
    expect(cart.itemCount).toBe(3);
    expect(store.quantity).toBe(1);
    expect(store.added).toBe(true);
  });

  it('shows the server stockLevel message and keeps the quantity', async () => {
    const { store, cart } = setup(routes(() => ({ status: 409, body: { stockLevel: 'Only 2 left in stock.' } })));
    await store.load('p1');
    store.selectVariant('p1-s');
    store.setQuantity(5);
    expect(await store.addToCart()).toBe(false);
    expect(store.cartError).toBe('Only 2 left in stock.');
    expect(store.quantity).toBe(5);
    expect(cart.isEmpty).toBe(true);
    expect(store.adding).toBe(false);
  });

  it('sends the signed-in user id, and on resetGuest forgets the guest id and keeps the line locally', async () => {
    const token = makeToken({ exp: 4_102_444_800, user: { _id: 'u9' } });
    const signedIn = setup(routes(), { token });
    await signedIn.store.load('p1');
    signedIn.store.selectVariant('p1-m');
    await signedIn.store.addToCart();
    expect(signedIn.requests.find((r) => r.url === '/api/cart/addQuantityToCart')?.body).toMatchObject({ params: { uid: 'u9' } });

    const guest = setup(
      routes(() => ({ body: { resetGuest: true } })),
      { guestId: 'g1' },
    );
    await guest.store.load('p1');
    guest.store.selectVariant('p1-s');
    await guest.store.addToCart();
    expect(guest.storage.getItem(GUEST_ID_KEY)).toBeNull();
    expect(guest.cart.lines).toMatchObject([{ variant: 'p1-s', quantity: 1 }]);
  });

  it('reads more reviews without duplicates', async () => {
    const { store } = setup(routes());
    await store.load('p1');
    await store.readMore();
    expect(store.reviews.map((r) => r._id)).toEqual(['r1', 'r2']);
  });

  it('keeps quantity between 1 and 99', () => {
    const { store } = setup(routes());
    store.setQuantity(0);
    expect(store.quantity).toBe(1);
    store.setQuantity(150);
    expect(store.quantity).toBe(99);
    store.setQuantity(Number.NaN);
    expect(store.quantity).toBe(1);
  });
});

describe('CartSync.remove', () => {
  it('removes locally at once and tells the server when there is a uid (failures only logged)', async () => {
    const { sync, cart, requests } = setup(() => ({ status: 500, body: 'boom' }), { guestId: 'g1' });
    cart.addLine({ _id: 'p1', name: 'Tee', price: 10 }, 'p1-m', 1);
    await sync.remove('p1', 'p1-m');
    expect(cart.isEmpty).toBe(true);
    expect(requests[0]?.body).toEqual({ params: { product: 'p1', variant: 'p1-m', uid: 'g1' } });
  });
});
