import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addToCart, validateCart, mergeCarts, resolveVariant, assertQuantity, stockLevelMessage, type StockProduct, type CartLine } from './stock.js';
import { DomainError } from './errors.js';

const tee: StockProduct = {
  id: 'tee',
  name: 'Organic Tee',
  priceCents: 4500,
  stockLevel: 10,
  variants: [
    { id: 's', name: 'S', stockLevel: 3 },
    { id: 'm', name: 'M', stockLevel: 5 },
  ],
};
const beanie: StockProduct = { id: 'beanie', name: 'Beanie', priceCents: 3000, stockLevel: 4, variants: [{ id: 'os', name: 'One Size', stockLevel: 6 }] };
const wraps: StockProduct = { id: 'wraps', name: 'Nail Wraps', priceCents: 2000, stockLevel: 2, variants: [] };
const products = new Map([tee, beanie, wraps].map((p) => [p.id, p]));

describe('quantity and variant rules', () => {
  it('quantity must be a positive integer', () => {
    expect(assertQuantity(1)).toBe(1);
    for (const q of [0, -1, 1.5, Number.NaN, Infinity]) expect(() => assertQuantity(q)).toThrow(DomainError);
    expect(() => addToCart([], tee, 's', 0)).toThrow(DomainError);
  });
  it('more than one variant needs a choice; exactly one is implied; none takes none', () => {
    expect(resolveVariant(tee, null)).toMatchObject({ ok: false, reason: 'variant_required' });
    expect(resolveVariant(tee, 'xl')).toMatchObject({ ok: false, reason: 'variant_not_found' });
    expect(resolveVariant(beanie, null)).toMatchObject({ ok: true, value: { id: 'os' } });
    expect(resolveVariant(wraps, null)).toEqual({ ok: true, value: null });
    expect(resolveVariant(wraps, 'x').ok).toBe(false);
  });
  it('messages', () => {
    expect(stockLevelMessage(3)).toBe('Only 3 left in stock.');
    expect(stockLevelMessage(0)).toBe('Sorry, this item is out of stock.');
  });
});

describe('addToCart', () => {
  it('adds up to the variant stock and refuses beyond it', () => {
    const r = addToCart([], tee, 's', 3);
    expect(r).toMatchObject({ ok: true, value: { addedQuantity: 3, lines: [{ productId: 'tee', variantId: 's', quantity: 3, unitPriceCents: 4500 }] } });
    expect(addToCart([], tee, 's', 4)).toEqual({ ok: false, code: 'out_of_stock', reason: 'insufficient_stock', message: 'Only 3 left in stock.', fields: { stockLevel: 'Only 3 left in stock.' } });
    const again = r.ok ? addToCart(r.value.lines, tee, 's', 1) : r;
    expect(again).toMatchObject({ ok: false, reason: 'out_of_stock', fields: { stockLevel: expect.any(String) } });
  });
  it('caps when asked', () => {
    const r = addToCart([{ productId: 'tee', variantId: 's', quantity: 1, unitPriceCents: 4500 }], tee, 's', 5, 'cap');
    expect(r).toMatchObject({ ok: true, value: { addedQuantity: 2, message: 'Only 3 left in stock.', lines: [{ quantity: 3 }] } });
  });
  it('the product stock level caps across variants', () => {
    const product: StockProduct = { ...tee, stockLevel: 4 };
    const r = addToCart([{ productId: 'tee', variantId: 'm', quantity: 3, unitPriceCents: 4500 }], product, 's', 2);
    expect(r).toMatchObject({ ok: false, reason: 'insufficient_stock' });
    expect(addToCart([], beanie, null, 5)).toMatchObject({ ok: false, message: 'Only 4 left in stock.' });
  });
  it('requires a variant for multi-variant products and refuses hidden or sold-out ones', () => {
    expect(addToCart([], tee, null, 1)).toMatchObject({ ok: false, reason: 'variant_required', fields: { variant: expect.any(String) } });
    expect(addToCart([], { ...wraps, stockLevel: 0 }, null, 1)).toMatchObject({ ok: false, reason: 'out_of_stock', message: 'Sorry, this item is out of stock.' });
    expect(addToCart([], { ...wraps, isVisible: false }, null, 1)).toMatchObject({ ok: false, reason: 'product_unavailable' });
    expect(addToCart([], beanie, null, 1)).toMatchObject({ ok: true, value: { lines: [{ variantId: 'os' }] } });
  });
});

describe('validateCart', () => {
  it('reduces, removes and warns once per product', () => {
    const cart: CartLine[] = [
      { productId: 'tee', variantId: 's', quantity: 5 },
      { productId: 'tee', variantId: 'xl', quantity: 1 },
      { productId: 'gone', variantId: null, quantity: 1, productName: 'Old Cap' },
      { productId: 'wraps', variantId: null, quantity: 1, unitPriceCents: 1500 },
      { productId: 'beanie', variantId: null, quantity: 2 },
    ];
    const r = validateCart(cart, products);
    expect(r.lines).toEqual([
      { productId: 'tee', variantId: 's', quantity: 3, unitPriceCents: 4500, productName: 'Organic Tee' },
      { productId: 'wraps', variantId: null, quantity: 1, unitPriceCents: 2000, productName: 'Nail Wraps' },
      { productId: 'beanie', variantId: 'os', quantity: 2, unitPriceCents: 3000, productName: 'Beanie' },
    ]);
    expect(r.changed).toBe(true);
    expect(r.warnings).toEqual([
      {
        productId: 'tee',
        product: 'Organic Tee',
        definition: 'Only 3 of Organic Tee left in stock; your cart has been updated. The selected size of Organic Tee is no longer available and has been removed from your cart.',
      },
      { productId: 'gone', product: 'Old Cap', definition: 'Old Cap is no longer available and has been removed from your cart.' },
      { productId: 'wraps', product: 'Nail Wraps', definition: 'The price of Nail Wraps has changed.' },
    ]);
  });
  it('removes out-of-stock and hidden products; an untouched cart has no warnings', () => {
    const m = new Map([
      ['wraps', { ...wraps, stockLevel: 0 }],
      ['beanie', { ...beanie, isVisible: false }],
    ]);
    const r = validateCart(
      [
        { productId: 'wraps', variantId: null, quantity: 1 },
        { productId: 'beanie', variantId: 'os', quantity: 1 },
      ],
      m,
    );
    expect(r.lines).toEqual([]);
    expect(r.warnings.map((w) => w.definition)).toEqual(['Nail Wraps is out of stock and has been removed from your cart.', 'Beanie is no longer available and has been removed from your cart.']);
    const fine = validateCart([{ productId: 'wraps', variantId: null, quantity: 2 }], products);
    expect(fine).toMatchObject({ changed: false, warnings: [] });
  });
  it('property: never exceeds stock, never increases a line, every change is warned', () => {
    const productArb = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      stockLevel: fc.integer({ min: -2, max: 8 }),
      variants: fc.array(fc.record({ id: fc.constantFrom('v1', 'v2', 'v3'), stockLevel: fc.integer({ min: 0, max: 6 }) }), { maxLength: 3 }),
      isVisible: fc.boolean(),
    });
    const lineArb = fc.record({ productId: fc.constantFrom('a', 'b', 'c', 'd'), variantId: fc.constantFrom(null, 'v1', 'v2', 'v3'), quantity: fc.integer({ min: 1, max: 10 }) });
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 4 }), fc.array(lineArb, { maxLength: 8 }), fc.array(lineArb, { maxLength: 8 }), (ps, lines, guest) => {
        const map = new Map<string, StockProduct>();
        for (const p of ps) map.set(p.id, { ...p, name: p.id.toUpperCase(), priceCents: 100, variants: p.variants.map((v) => ({ ...v, name: v.id })) });
        for (const { lines: out, warnings } of [validateCart(lines, map), mergeCarts(lines, guest, map)]) {
          const byProduct = new Map<string, number>();
          const byVariant = new Map<string, number>();
          for (const l of out) {
            const p = map.get(l.productId);
            expect(p).toBeDefined();
            if (!p) continue;
            expect(l.quantity).toBeGreaterThan(0);
            byProduct.set(p.id, (byProduct.get(p.id) ?? 0) + l.quantity);
            byVariant.set(`${p.id}/${l.variantId}`, (byVariant.get(`${p.id}/${l.variantId}`) ?? 0) + l.quantity);
          }
          for (const [id, q] of byProduct) expect(q).toBeLessThanOrEqual(Math.max(0, map.get(id)?.stockLevel ?? 0));
          for (const [k, q] of byVariant) {
            const [pid, vid] = k.split('/');
            const v = map.get(pid ?? '')?.variants.find((x) => x.id === vid);
            if (v) expect(q).toBeLessThanOrEqual(v.stockLevel);
          }
          expect(new Set(warnings.map((w) => w.productId)).size).toBe(warnings.length);
        }
        const once = validateCart(lines, map);
        once.lines.forEach((l, i) => {
          const original = lines.filter((o) => o.productId === l.productId);
          expect(l.quantity).toBeLessThanOrEqual(Math.max(...original.map((o) => o.quantity)));
          expect(i).toBeLessThan(lines.length);
        });
        const again = validateCart(once.lines, map);
        expect(again.lines).toEqual(once.lines); // idempotent
        expect(again.warnings).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('mergeCarts', () => {
  it('sums guest and server quantities, then caps by stock', () => {
    const r = mergeCarts(
      [
        { productId: 'tee', variantId: 'm', quantity: 3 },
        { productId: 'beanie', variantId: 'os', quantity: 1 },
      ],
      [
        { productId: 'tee', variantId: 'm', quantity: 4 },
        { productId: 'beanie', variantId: null, quantity: 1 },
        { productId: 'wraps', variantId: null, quantity: 1 },
      ],
      products,
    );
    expect(r.lines.map((l) => [l.productId, l.variantId, l.quantity])).toEqual([
      ['tee', 'm', 5],
      ['beanie', 'os', 2],
      ['wraps', null, 1],
    ]);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]?.product).toBe('Organic Tee');
  });
});
