import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function signedIn() {
  const u = await createUser(api.db);
  const r = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
  return { ...u, token: r.body.token as string };
}

const add = (params: Record<string, unknown>, token?: string) => api.call('POST', '/api/cart/addQuantityToCart', { body: { params }, ...(token ? { token } : {}) });

describe('addQuantityToCart', () => {
  it('a guest without id gets the local cart back with the line added and the product populated', async () => {
    const p = await createProduct(api.db, {
      name: 'Cart Beanie',
      priceCents: 3995,
      variants: [
        ['S', 2],
        ['M', 5],
      ],
    });
    const r = await add({ product: p.id, quantity: 2, variant: p.variantIds[0], cart: [] });
    expect(r.status).toBe(200);
    expect(r.body.cart).toHaveLength(1);
    expect(r.body.cart[0]).toMatchObject({ variant: p.variantIds[0], quantity: 2, product: { _id: p.id, name: 'Cart Beanie', price: 39.95 } });
    expect(r.body.cart[0].product.imageList).toHaveLength(1);

    const more = await add({ product: p.id, quantity: 1, variant: p.variantIds[0], cart: r.body.cart });
    expect(more.status).toBe(409);
    expect(more.body.stockLevel).toMatch(/Only 2 left in stock/);
  });

  it('a size must be chosen when there are several; an unknown product is 404; bad input 400', async () => {
    const p = await createProduct(api.db, {
      variants: [
        ['S', 2],
        ['M', 5],
      ],
    });
    const noSize = await add({ product: p.id, quantity: 1, cart: [] });
    expect(noSize.status).toBe(400);
    expect(noSize.body.variant).toBe('Please select a size.');
    expect((await add({ product: '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11', quantity: 1 })).status).toBe(404);
    const badQty = await add({ product: p.id, quantity: 0 });
    expect(badQty.status).toBe(400);
    expect(badQty.body.quantity).toMatch(/whole number/);
    expect((await add({ product: 'nope', quantity: 1 })).status).toBe(400);
    expect((await api.call('POST', '/api/cart/addQuantityToCart', { body: {} })).status).toBe(400);
  });

  it("keeps a guest record's cart on the server and answers resetGuest for a guest record that is gone", async () => {
    const p = await createProduct(api.db, { variants: [] });
    const guest = await createUser(api.db, { registeredUser: false });
    const r = await add({ product: p.id, quantity: 1, uid: guest.id });
    expect(r.status).toBe(200);
    const again = await add({ product: p.id, quantity: 2, uid: guest.id });
    expect(again.body.cart[0]).toMatchObject({ variant: null, quantity: 3 });
    const { rows } = await api.db.query('SELECT items FROM carts WHERE owner_id = $1', [guest.id]);
    expect(rows[0].items[0]).toMatchObject({ productId: p.id, quantity: 3 });

    const gone = await add({ product: p.id, quantity: 1, uid: '0b7f9a5e-1111-4a57-9a1c-2f0f7f4b1e11' });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ resetGuest: true });
  });

  it("a registered user's cart only for that user", async () => {
    const p = await createProduct(api.db, { variants: [] });
    const me = await signedIn();
    const other = await signedIn();
    const mine = await add({ product: p.id, quantity: 1, uid: me.id }, me.token);
    expect(mine.status).toBe(200);
    expect(mine.body.cart).toHaveLength(1);
    expect((await add({ product: p.id, quantity: 1, uid: me.id }, other.token)).status).toBe(403);
    expect((await add({ product: p.id, quantity: 1, uid: me.id })).status).toBe(403);
  });
});

describe('checkStockLevel, removeFromCart, validateCart', () => {
  it('checkStockLevel raises the line by one while stock allows', async () => {
    const p = await createProduct(api.db, { variants: [['M', 2]] });
    const cart = [{ product: p.id, variant: p.variantIds[0], quantity: 1 }];
    const r = await api.call('POST', '/api/cart/checkStockLevel', { body: { params: { cart, product: p.id, variant: p.variantIds[0] } } });
    expect(r.status).toBe(200);
    expect(r.body.cart[0].quantity).toBe(2);
    const full = await api.call('POST', '/api/cart/checkStockLevel', { body: { params: { cart: r.body.cart, product: p.id, variant: p.variantIds[0] } } });
    expect(full.status).toBe(409);
    expect(full.body.stockLevel).toBeDefined();
    expect((await api.call('POST', '/api/cart/checkStockLevel', { body: { params: { product: p.id } } })).status).toBe(400);
  });

  it('removeFromCart removes the product/size from a server cart', async () => {
    const a = await createProduct(api.db, { variants: [] });
    const b = await createProduct(api.db, { variants: [] });
    const guest = await createUser(api.db, { registeredUser: false });
    await add({ product: a.id, quantity: 1, uid: guest.id });
    await add({ product: b.id, quantity: 1, uid: guest.id });
    const r = await api.call('POST', '/api/cart/removeFromCart', { body: { params: { product: a.id, uid: guest.id, variant: null } } });
    expect(r.status).toBe(200);
    expect(r.body.cart.map((l: { product: { _id: string } }) => l.product._id)).toEqual([b.id]);
  });

  it('validateCart corrects quantities, drops what is gone and warns per product', async () => {
    const low = await createProduct(api.db, { name: 'Low Stock Cap', variants: [], stockLevel: 1 });
    const gone = await createProduct(api.db, { name: 'Gone Cap', variants: [], isDeleted: true });
    const cart = [
      { product: low.id, variant: null, quantity: 3 },
      { product: gone.id, variant: null, quantity: 1 },
    ];
    const r = await api.call('POST', '/api/cart/validateCart/-', { body: { cart } });
    expect(r.status).toBe(200);
    expect(r.body.dbCart).toHaveLength(1);
    expect(r.body.dbCart[0].quantity).toBe(1);
    expect(r.body.warnings).toEqual([
      { product: 'Low Stock Cap', definition: 'Only 1 of Low Stock Cap left in stock; your cart has been updated.' },
      { product: 'Gone Cap', definition: 'Gone Cap is no longer available and has been removed from your cart.' },
    ]);
    const me = await signedIn();
    expect((await api.call('POST', `/api/cart/validateCart/${me.id}`, { body: {} })).status).toBe(403);
    const own = await api.call('POST', `/api/cart/validateCart/${me.id}`, { body: {}, token: me.token });
    expect(own.body).toEqual({ dbCart: [], warnings: [] });
  });
});
