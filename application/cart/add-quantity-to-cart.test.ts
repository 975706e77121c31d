import { describe, expect, it } from 'vitest';
import { InMemoryCarts, InMemoryCatalog } from '../testing/in-memory-catalog.js';
import { RecordingAnalytics } from '../testing/in-memory-checkout.js';
import { makeAddQuantityToCart } from './add-quantity-to-cart.js';
import { makeValidateCart } from './validate-cart.js';

function setup() {
  const catalog = new InMemoryCatalog();
  const carts = new InMemoryCarts();
  catalog.add({ id: 'beanie', name: 'Beanie', priceCents: 3000, stockLevel: 3, variants: [] });
  catalog.add({
    id: 'tee',
    name: 'Tee',
    stockLevel: 9,
    variants: [
      { id: 's', name: 'S', stockLevel: 1 },
      { id: 'm', name: 'M', stockLevel: 5 },
    ],
  });
  const analytics = new RecordingAnalytics();
  const deps = { catalog, stock: catalog, carts, owners: carts };
  return { catalog, carts, analytics, add: makeAddQuantityToCart({ ...deps, analytics }), validate: makeValidateCart(deps) };
}
const guest = { uid: null, callerId: null, localCart: [] };

describe('addQuantityToCart', () => {
  it('adds to a local cart and answers it with the products', async () => {
    const { add } = setup();
    const r = await add({ ...guest, productId: 'beanie', variantId: null, quantity: 2 });
    expect(r.ok && r.value.resetGuest !== true && r.value.lines).toEqual([{ productId: 'beanie', variantId: null, quantity: 2, unitPriceCents: 3000, productName: 'Beanie' }]);
  });

  it('reports an AddToCart conversion for what was added, and none for a refusal', async () => {
    const { add, analytics } = setup();
    await add({ ...guest, productId: 'beanie', variantId: null, quantity: 2 });
    await add({ ...guest, productId: 'beanie', variantId: null, quantity: 9 });
    expect(analytics.events).toEqual([{ name: 'AddToCart', userId: null, valueCents: 6000, currency: 'aud', productIds: ['beanie'] }]);
  });

  it('refuses more than the stock with the stockLevel message, and asks for a size', async () => {
    const { add } = setup();
    expect(await add({ ...guest, productId: 'beanie', variantId: null, quantity: 4 })).toMatchObject({ ok: false, code: 'out_of_stock', fields: { stockLevel: 'Only 3 left in stock.' } });
    expect(await add({ ...guest, productId: 'tee', variantId: null, quantity: 1 })).toMatchObject({ ok: false, code: 'invalid_input', fields: { variant: 'Please select a size.' } });
    expect(await add({ ...guest, productId: 'nothing', variantId: null, quantity: 1 })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it("stores a guest record's cart, resets a gone guest, and guards registered carts", async () => {
    const { add, carts } = setup();
    carts.owners.set('guest-1', 'guest');
    carts.owners.set('user-1', 'registered');
    await add({ uid: 'guest-1', callerId: null, localCart: [], productId: 'beanie', variantId: null, quantity: 1 });
    expect(carts.carts.get('guest-1')).toHaveLength(1);
    expect(await add({ uid: 'gone', callerId: null, localCart: [], productId: 'beanie', variantId: null, quantity: 1 })).toEqual({ ok: true, value: { resetGuest: true } });
    expect(await add({ uid: 'user-1', callerId: 'user-2', localCart: [], productId: 'beanie', variantId: null, quantity: 1 })).toMatchObject({ ok: false, code: 'forbidden' });
    expect((await add({ uid: 'user-1', callerId: 'user-1', localCart: [], productId: 'beanie', variantId: null, quantity: 1 })).ok).toBe(true);
  });
});

describe('validateCart', () => {
  it('corrects a stored cart and warns', async () => {
    const { validate, carts } = setup();
    carts.owners.set('guest-1', 'guest');
    carts.carts.set('guest-1', [{ productId: 'tee', variantId: 's', quantity: 4 }]);
    const r = await validate({ uid: 'guest-1', callerId: null, localCart: [] });
    expect(r.ok && r.value.resetGuest !== true && r.value.warnings).toEqual([{ productId: 'tee', product: 'Tee', definition: 'Only 1 of Tee left in stock; your cart has been updated.' }]);
    expect(carts.carts.get('guest-1')![0]!.quantity).toBe(1);
  });
});
