import { describe, expect, it } from 'vitest';
import { FixedClock, SequentialIds } from '../testing/fakes.js';
import { fakeImages, InMemoryMedia } from '../testing/in-memory-catalog.js';
import { inMemoryProductStores } from '../testing/in-memory-products.js';
import { makeCreateProduct } from './create-product.js';
import { makeDeleteProductImage } from './delete-product-image.js';
import { makeDeleteProduct } from './delete-product.js';
import { makeGetAdminProduct } from './get-admin-product.js';
import { makeRemoveVariant } from './remove-variant.js';
import { makeUpdateProduct } from './update-product.js';
import type { ProductInput, UploadedImage } from './ports.js';

const actor = { userId: '00000000-0000-4000-8000-0000000000ad', email: 'boss@example.com' };
const NOWHERE = '00000000-0000-4000-8000-00000000ffff';
const png: UploadedImage = { bytes: new Uint8Array([0x89, 1, 2]), originalName: 'front.png' };
const jpeg: UploadedImage = { bytes: new Uint8Array([0xff, 1, 2]), originalName: 'back.jpg' };
const html: UploadedImage = { bytes: new TextEncoder().encode('<html>'), originalName: 'x.png' };

const form = (over: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Merino Beanie',
  description: 'Warm.',
  price: '39.90',
  originalPrice: '',
  category: 'headwear',
  stockLevel: '',
  variants: [
    { name: 'S', stockLevel: 2 },
    { name: 'M', stockLevel: '3' },
    { name: 'L', stockLevel: 4 },
  ],
  isVisible: true,
  ...over,
});

function setup() {
  const stores = inMemoryProductStores();
  const clock = new FixedClock(new Date('2026-11-25T01:00:00Z'));
  const media = new InMemoryMedia();
  const deps = { uow: stores.uow, reader: stores.products, images: fakeImages, media, ids: new SequentialIds(), clock };
  return {
    ...stores,
    media,
    clock,
    create: makeCreateProduct(deps),
    update: makeUpdateProduct(deps),
    remove: makeDeleteProduct(deps),
    removeImage: makeDeleteProductImage(deps),
    removeVariant: makeRemoveVariant(deps),
    get: makeGetAdminProduct(deps),
  };
}

async function created(s: ReturnType<typeof setup>, over: Partial<ProductInput> = {}, images = [png, jpeg]) {
  const r = await s.create({ actor, product: form(over), images });
  if (!r.ok) throw new Error(JSON.stringify(r.fields));
  return r.value;
}

describe('create a product', () => {
  it('stores it with its sizes (stock their sum) and its images as WebP at three widths under server-made names, audited and announced once', async () => {
    const s = setup();
    const p = await created(s);
    expect(p).toMatchObject({ name: 'Merino Beanie', priceCents: 3990, originalPriceCents: null, category: 'headwear', stockLevel: 9, isVisible: true, soldCount: 0 });
    expect(p.variants.map((v) => [v.name, v.stockLevel])).toEqual([
      ['S', 2],
      ['M', 3],
      ['L', 4],
    ]);
    expect(p.images).toHaveLength(2);
    for (const image of p.images) expect(image.url).toBe(`/media/products/${p.id}/${image.id}-640.webp`);
    expect([...s.media.files.keys()].sort()).toEqual(p.images.flatMap((i) => [320, 640, 960].map((w) => `products/${p.id}/${i.id}-${w}.webp`)).sort());
    expect(s.audit.entries).toHaveLength(1);
    expect(s.audit.entries[0]).toMatchObject({ action: 'product.created', entityType: 'product', entityId: p.id, before: null, after: { name: 'Merino Beanie', price: 39.9, stockLevel: 9 } });
    expect(s.outbox.events()).toEqual([{ type: 'product.changed', data: { productIds: [p.id] } }]);
  });

  it('names every bad field at once and stores nothing', async () => {
    const s = setup();
    const r = await s.create({ actor, product: form({ name: ' ', price: '-1', category: 'socks', variants: [{ name: 'S', stockLevel: -2 }] }), images: [] });
    expect(r).toMatchObject({ ok: false, code: 'invalid_input', reason: 'invalid_product' });
    expect(Object.keys((!r.ok && r.fields) || {}).sort()).toEqual(['category', 'image', 'name', 'price', 'variantStockLevel']);
    expect([s.products.products.size, s.audit.entries.length, s.outbox.entries.length, s.media.files.size]).toEqual([0, 0, 0, 0]);
  });

  it('refuses a file that is not JPEG or PNG by content, whatever its name, and more than 8 images (400 under image)', async () => {
    const s = setup();
    expect(await s.create({ actor, product: form(), images: [png, html] })).toMatchObject({ ok: false, reason: 'invalid_image', fields: { image: 'x.png is not a JPEG or PNG image.' } });
    expect(await s.create({ actor, product: form(), images: Array(9).fill(png) })).toMatchObject({ ok: false, fields: { image: 'A product has at most 8 images.' } });
    expect([s.products.products.size, s.media.files.size, s.outbox.entries.length]).toEqual([0, 0, 0]);
  });

  it('refuses an image the processor cannot read (a decompression bomb) without storing anything', async () => {
    const s = setup();
    const bomb = { bytes: new Uint8Array([0x89, 9]), originalName: 'bomb.png' };
    const deps = { uow: s.uow, reader: s.products, media: s.media, ids: new SequentialIds(), clock: s.clock };
    const refusing = makeCreateProduct({ ...deps, images: { ...fakeImages, toWebp: async () => Promise.reject(new Error('Input image exceeds pixel limit')) } });
    expect(await refusing({ actor, product: form(), images: [bomb] })).toMatchObject({ ok: false, fields: { image: expect.stringContaining('too many pixels') } });
    expect([s.products.products.size, s.media.files.size]).toEqual([0, 0]);
  });

  it('takes a category that exists besides the fixed ones, and a product without sizes with its own stock', async () => {
    const s = setup();
    s.products.categories = ['Trail Running'];
    const p = await created(s, { category: 'Trail Running', variants: [], stockLevel: '7' });
    expect([p.category, p.stockLevel, p.variants]).toEqual(['Trail Running', 7, []]);
  });
});

describe('edit a product', () => {
  it('changes only the fields sent, keeps the sizes ids, and records the changed fields before and after', async () => {
    const s = setup();
    const p = await created(s);
    s.clock.advance(60_000);
    const r = await s.update({ actor, id: p.id, product: { price: '35', originalPrice: '39.90' }, keptImageIds: undefined, images: [] });
    expect(r).toMatchObject({ ok: true, value: { priceCents: 3500, originalPriceCents: 3990, name: 'Merino Beanie', stockLevel: 9 } });
    expect(s.products.products.get(p.id)?.variants).toEqual(p.variants);
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'product.updated', before: { price: 39.9, originalPrice: null }, after: { price: 35, originalPrice: 39.9 } });
    expect(Object.keys(s.audit.entries.at(-1)?.after ?? {}).sort()).toEqual(['originalPrice', 'price']);
    expect(s.outbox.events().slice(1)).toEqual([{ type: 'product.changed', data: { productIds: [p.id] } }]);
  });

  it('replaces the sizes (existing ones keep their ids), announcing the stock change too', async () => {
    const s = setup();
    const p = await created(s);
    const [small] = p.variants;
    const r = await s.update({
      actor,
      id: p.id,
      product: {
        variants: [
          { id: small?.id, name: 'S', stockLevel: 10 },
          { name: 'XL', stockLevel: 1 },
        ],
      },
      keptImageIds: undefined,
      images: [],
    });
    expect(r.ok && r.value.variants.map((v) => [v.id === small?.id, v.name, v.stockLevel])).toEqual([
      [true, 'S', 10],
      [false, 'XL', 1],
    ]);
    expect(r.ok && r.value.stockLevel).toBe(11);
    expect(
      s.outbox
        .events()
        .slice(1)
        .map((e) => e.type),
    ).toEqual(['product.changed', 'stock.changed']);
  });

  it('keeps the images listed, in that order, adds the uploads, and removes the files of the others', async () => {
    const s = setup();
    const p = await created(s);
    const [first, second] = p.images;
    const r = await s.update({ actor, id: p.id, product: {}, keptImageIds: [second!.id], images: [png] });
    expect(r.ok && r.value.images.map((i) => i.id)).toEqual([second!.id, expect.any(String)]);
    expect([...s.media.files.keys()].some((k) => k.includes(first!.id))).toBe(false);
    expect([...s.media.files.keys()].filter((k) => k.includes(second!.id))).toHaveLength(3);
  });

  it('refuses to leave a product without images, or with an image of another product, and changes nothing', async () => {
    const s = setup();
    const p = await created(s);
    expect(await s.update({ actor, id: p.id, product: { name: 'Changed' }, keptImageIds: [], images: [] })).toMatchObject({ ok: false, fields: { image: 'Add at least one image (JPEG or PNG).' } });
    expect(await s.update({ actor, id: p.id, product: {}, keptImageIds: [NOWHERE], images: [] })).toMatchObject({ ok: false, fields: { image: expect.stringContaining('not one of this product') } });
    expect(s.products.products.get(p.id)?.name).toBe('Merino Beanie');
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([1, 1]);
  });

  it('records and announces nothing for an edit that changes nothing; 404 for an unknown product', async () => {
    const s = setup();
    const p = await created(s);
    expect(await s.update({ actor, id: p.id, product: { name: 'Merino Beanie', price: '39.9' }, keptImageIds: undefined, images: [] })).toMatchObject({ ok: true });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([1, 1]);
    expect(await s.update({ actor, id: NOWHERE, product: {}, keptImageIds: undefined, images: [] })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('hides a product with isVisible', async () => {
    const s = setup();
    const p = await created(s);
    expect(await s.update({ actor, id: p.id, product: { isVisible: false }, keptImageIds: undefined, images: [] })).toMatchObject({ ok: true, value: { isVisible: false } });
    expect(s.audit.entries.at(-1)).toMatchObject({ before: { isVisible: true }, after: { isVisible: false } });
  });
});

describe('delete a product', () => {
  it('erases one without orders with its image files, audited and announced', async () => {
    const s = setup();
    const p = await created(s);
    expect(await s.remove({ actor, id: p.id })).toEqual({ ok: true, value: { success: true, archived: false } });
    expect([s.products.products.size, s.media.files.size]).toEqual([0, 0]);
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'product.deleted', after: null, before: { name: 'Merino Beanie' } });
    expect(s.outbox.events().at(-1)).toEqual({ type: 'product.changed', data: { productIds: [p.id] } });
  });

  it('archives one that orders hold: kept with its images for them, gone from the back office', async () => {
    const s = setup();
    const p = await created(s);
    s.products.ordered.add(p.id);
    expect(await s.remove({ actor, id: p.id })).toEqual({ ok: true, value: { success: true, archived: true } });
    expect(s.products.products.has(p.id)).toBe(true);
    expect(s.media.files.size).toBe(6);
    expect(await s.get({ id: p.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'product.archived' });
    expect(await s.remove({ actor, id: p.id })).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('remove an image or a size at once', () => {
  it('removes one image, keeping the files old orders show; the last image stays (409 under image)', async () => {
    const s = setup();
    const p = await created(s);
    const [first, second] = p.images;
    s.products.orderImages.add(first!.url);
    expect(await s.removeImage({ actor, id: p.id, imageId: first!.id })).toMatchObject({ ok: true, value: { images: [{ id: second!.id }] } });
    expect([...s.media.files.keys()].filter((k) => k.includes(first!.id))).toHaveLength(3);
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'product.image-removed', before: { images: [first!.url, second!.url] }, after: { images: [second!.url] } });
    expect(await s.removeImage({ actor, id: p.id, imageId: second!.id })).toMatchObject({ ok: false, code: 'conflict', reason: 'last_image', fields: { image: expect.any(String) } });
    expect(await s.removeImage({ actor, id: p.id, imageId: NOWHERE })).toMatchObject({ ok: false, code: 'not_found', reason: 'unknown_image' });
    expect([s.audit.entries.length, s.outbox.events().length]).toEqual([2, 2]);
  });

  it('removes the sizes left out of the list; the stock follows; a size it does not have is refused', async () => {
    const s = setup();
    const p = await created(s);
    const [small, , large] = p.variants;
    const r = await s.removeVariant({ actor, id: p.id, variants: [small!, large!].map((v) => ({ id: v.id, name: v.name, stockLevel: 99 })) });
    expect(r).toMatchObject({
      ok: true,
      value: {
        stockLevel: 6,
        variants: [
          { name: 'S', stockLevel: 2 },
          { name: 'L', stockLevel: 4 },
        ],
      },
    });
    expect(s.audit.entries.at(-1)).toMatchObject({ action: 'product.variant-removed', before: { stockLevel: 9 }, after: { stockLevel: 6 } });
    expect(
      s.outbox
        .events()
        .slice(1)
        .map((e) => e.type),
    ).toEqual(['product.changed', 'stock.changed']);
    expect(await s.removeVariant({ actor, id: p.id, variants: [{ id: NOWHERE, name: 'S', stockLevel: 1 }] })).toMatchObject({
      ok: false,
      code: 'invalid_input',
      fields: { variants: expect.any(String) },
    });
    expect(await s.removeVariant({ actor, id: NOWHERE, variants: [] })).toMatchObject({ ok: false, code: 'not_found' });
  });
});
