import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { CartStore, parseStoredCart, type CartProduct } from './CartStore';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { UiStore } from '../stores/UiStore';

const tee: CartProduct = { _id: 'p1', name: 'Trail Tee', price: 49.95 };
const beanie: CartProduct = { _id: 'p2', name: 'Wool Beanie', price: 35 };

describe('CartStore', () => {
  it('starts from the stored guest cart and ignores malformed lines', () => {
    const storage = new MemoryStorage({
      cart: JSON.stringify([{ product: tee, variant: 'v1', quantity: 2 }, { product: { name: 'x' }, quantity: 1 }, 'junk']),
    });
    const cart = new CartStore(storage, () => true);
    expect(cart.lines).toHaveLength(1);
    expect(cart.itemCount).toBe(2);
  });

  it('treats unparsable storage as empty', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
  });

  it('merges lines of the same product and variant and counts items', () => {
    const cart = new CartStore(new MemoryStorage(), () => true);
    cart.addLine(tee, 'v1', 1);
    cart.addLine(tee, 'v1', 2);
    cart.addLine(tee, 'v2', 1);
    cart.addLine(beanie, 'v9', 1);
    expect(cart.lines).toHaveLength(3);
    expect(cart.itemCount).toBe(5);
    expect(cart.subtotalCents).toBe(23480);
  });

  it('ignores non-positive or fractional quantities', () => {
    const cart = new CartStore(new MemoryStorage(), () => true);
    cart.addLine(tee, 'v1', 0);
    cart.addLine(tee, 'v1', -1);
    cart.addLine(tee, 'v1', 1.5);
    expect(cart.isEmpty).toBe(true);
  });

  it('persists guest carts to storage key "cart"', () => {
    const storage = new MemoryStorage();
    const cart = new CartStore(storage, () => true);
    cart.addLine(tee, 'v1', 1);
    expect(parseStoredCart(storage.getItem('cart'))).toEqual([{ product: tee, variant: 'v1', quantity: 1 }]);
    cart.removeLine('p1', 'v1');
    expect(storage.getItem('cart')).toBeNull();
  });

  it('does not persist for signed-in customers (the server keeps their cart)', () => {
    const storage = new MemoryStorage();
    const cart = new CartStore(storage, () => false);
    cart.addLine(tee, 'v1', 1);
    expect(storage.getItem('cart')).toBeNull();
    expect(cart.itemCount).toBe(1);
  });

  it('itemCount is observable (drives the badge)', () => {
    const cart = new CartStore(new MemoryStorage(), () => true);
    const seen: number[] = [];
    const dispose = autorun(() => seen.push(cart.itemCount));
    cart.addLine(tee, 'v1', 2);
    cart.clear();
    dispose();
    expect(seen).toEqual([0, 2, 0]);
  });
});

describe('UiStore', () => {
  it('opens one drawer at a time', () => {
    const ui = new UiStore();
    ui.openCart();
    expect(ui.cartOpen).toBe(true);
    ui.openMenu();
    expect(ui.cartOpen).toBe(false);
    expect(ui.menuOpen).toBe(true);
    ui.closeAll();
    expect(ui.menuOpen).toBe(false);
  });
});
