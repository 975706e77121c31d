import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProductDraft, productImageKey, productImageKeys, productTitleSegment, type ProductDraft, variantStockTotal } from './product.js';

const categories = ['tops', 'bottoms', 'headwear', 'sale', 'Trail Running'];
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  name: ' Merino   Beanie ',
  description: ' Warm. ',
  price: '39.90',
  originalPrice: '',
  category: 'headwear',
  stockLevel: '',
  variants: [
    { name: 'S', stockLevel: 2 },
    { name: 'M', stockLevel: '3' },
  ],
  ...over,
});

describe('parseProductDraft', () => {
  it('tidies the fields, keeps cents, and makes the stock the sizes sum', () => {
    expect(parseProductDraft(draft(), categories)).toEqual({
      ok: true,
      value: {
        name: 'Merino Beanie',
        description: 'Warm.',
        priceCents: 3990,
        originalPriceCents: null,
        category: 'headwear',
        stockLevel: 5,
        variants: [
          { name: 'S', stockLevel: 2 },
          { name: 'M', stockLevel: 3 },
        ],
      },
    });
  });

  it('requires the own stock level of a product without sizes', () => {
    expect(parseProductDraft(draft({ variants: [], stockLevel: '12' }), categories)).toMatchObject({ ok: true, value: { stockLevel: 12, variants: [] } });
    expect(parseProductDraft(draft({ variants: [], stockLevel: '' }), categories)).toMatchObject({ ok: false, fields: { stockLevel: expect.any(String) } });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ description: '  ' }, 'description'],
    [{ price: '' }, 'price'],
    [{ price: '-1' }, 'price'],
    [{ price: '1.999' }, 'price'],
    [{ price: 'ten' }, 'price'],
    [{ price: '100000.01' }, 'price'],
    [{ originalPrice: 'x' }, 'originalPrice'],
    [{ originalPrice: '39.90' }, 'originalPrice'],
    [{ originalPrice: '20' }, 'originalPrice'],
    [{ category: '' }, 'category'],
    [{ category: 'Headwear' }, 'category'],
    [{ variants: [{ name: ' ', stockLevel: 1 }] }, 'variants'],
    [
      {
        variants: [
          { name: 'S', stockLevel: 1 },
          { name: 's', stockLevel: 1 },
        ],
      },
      'variants',
    ],
    [{ variants: [{ name: 'S', stockLevel: -1 }] }, 'variantStockLevel'],
    [{ variants: [{ name: 'S', stockLevel: 1.5 }] }, 'variantStockLevel'],
    [{ variants: [{ name: 'S', stockLevel: '2000000' }] }, 'variantStockLevel'],
  ] as [Partial<ProductDraft>, string][])('refuses %j under %s', (over, field) => {
    const r = parseProductDraft(draft(over), categories);
    expect(r).toMatchObject({ ok: false, code: 'invalid_input', reason: 'invalid_product' });
    expect(Object.keys((!r.ok && r.fields) || {})).toEqual([field]);
  });

  it('takes a sale price below the original price', () => {
    expect(parseProductDraft(draft({ originalPrice: '49.90' }), categories)).toMatchObject({ ok: true, value: { priceCents: 3990, originalPriceCents: 4990 } });
  });

  it('property: any whole-cent price up to $100,000 is read back exactly, and the stock is always the sizes sum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 10 }), (cents, levels) => {
        const variants = levels.map((stockLevel, i) => ({ name: `V${i}`, stockLevel }));
        const r = parseProductDraft(draft({ price: (cents / 100).toFixed(2), variants, stockLevel: '4' }), categories);
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.value.priceCents).toBe(cents);
          expect(r.value.stockLevel).toBe(levels.length === 0 ? 4 : variantStockTotal(r.value.variants));
        }
      }),
    );
  });

  it('property: a category outside the list is always refused', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !categories.includes(s.trim())),
        (category) => {
          const r = parseProductDraft(draft({ category }), categories);
          expect(r.ok).toBe(false);
          expect(!r.ok && r.fields?.category).toEqual(expect.any(String));
        },
      ),
    );
  });
});

describe('product image keys', () => {
  it('names every width of a stored image, and nothing for a URL of another form', () => {
    const url = `/media/${productImageKey('p-1', 'i-2', 640)}`;
    expect(productImageKeys(url)).toEqual(['products/p-1/i-2-320.webp', 'products/p-1/i-2-640.webp', 'products/p-1/i-2-960.webp']);
    expect(productImageKeys('/media/test/tee.webp')).toEqual([]);
    expect(productImageKeys('/media/products/../x-640.webp')).toEqual([]);
  });

  it('makes the admin route title from the name', () => {
    expect(productTitleSegment('  Merino  Beanie ')).toBe('Merino-Beanie');
  });
});
