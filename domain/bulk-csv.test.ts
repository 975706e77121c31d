import { describe, expect, it } from 'vitest';
import { bulkCsv, csvToEdits, MAX_IMPORT_ROWS } from './bulk-csv.js';

describe('the catalogue as CSV', () => {
  it('writes a product row then a row per size, money in dollars, names guarded against formulas', () => {
    const csv = bulkCsv([
      { id: 'p1', name: '=cmd', priceCents: 4550, originalPriceCents: 5000, category: 'tops', isVisible: false, stockLevel: 5, variants: [{ id: 'v1', name: 'S, slim', stockLevel: 5 }] },
      { id: 'p2', name: 'Cap', priceCents: 2000, originalPriceCents: null, category: 'headwear', isVisible: true, stockLevel: 3, variants: [] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'productId,variantId,product,size,price,originalPrice,stock,category,isVisible',
      "p1,,'=cmd,,45.50,50,,tops,false",
      'p1,v1,\'=cmd,"S, slim",,,5,,',
      'p2,,Cap,,20,,3,headwear,true',
      '',
    ]);
  });

  it('reads the columns named in the header, in any order and case, with the line of each row and ids in lower case', () => {
    expect(csvToEdits('STOCK,productid,variantId\n4,P1,v1\n\n9, p2 ,\n')).toEqual({
      ok: true,
      problems: [],
      edits: [
        { productId: 'p1', variantId: 'v1', cells: { stock: '4' }, line: 2 },
        { productId: 'p2', variantId: null, cells: { stock: '9' }, line: 4 },
      ],
    });
  });

  it('reports a row without a product id or with too many cells, and keeps the others', () => {
    const r = csvToEdits('productId,price\n,5\np1,5,6\np2,7\n');
    expect(r).toEqual({
      ok: true,
      edits: [{ productId: 'p2', variantId: null, cells: { price: '7' }, line: 4 }],
      problems: [
        { key: 'line 2', line: 2, message: 'This row has no productId.' },
        { key: 'line 3', line: 3, message: 'This row has 3 cells but the header names 2 columns.' },
      ],
    });
  });

  it('refuses a file it cannot read as a whole, saying why', () => {
    expect(csvToEdits('')).toEqual({ ok: false, message: 'The file is empty: it needs a header line and a row per product or size.' });
    expect(csvToEdits('productId,colour\n')).toEqual({
      ok: false,
      message: 'Unknown column "colour". The columns are productId, variantId, product, size, price, originalPrice, stock, category, isVisible.',
    });
    expect(csvToEdits('price,stock\n')).toEqual({ ok: false, message: 'The file needs a productId column.' });
    expect(csvToEdits('productId,stock,Stock\n')).toEqual({ ok: false, message: 'The column stock is given twice.' });
    expect(csvToEdits('productId\n"p1\n')).toEqual({ ok: false, message: 'A quoted cell that starts on line 2 is never closed.' });
    expect(csvToEdits('productId\n' + 'p\n'.repeat(MAX_IMPORT_ROWS + 1))).toEqual({ ok: false, message: 'The file has 20,001 rows; one import takes at most 20,000.' });
  });
});
