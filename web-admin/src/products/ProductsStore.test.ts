import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import type { AdminProduct } from './products-api';
import { PRODUCT_CREATED, PRODUCT_DELETED, PRODUCT_UPDATED } from './ProductForm';

const ID = '00000000-0000-4000-8000-000000000001';
const V1 = '00000000-0000-4000-8000-0000000000a1';
const V2 = '00000000-0000-4000-8000-0000000000a2';
const I1 = '00000000-0000-4000-8000-0000000000b1';
const I2 = '00000000-0000-4000-8000-0000000000b2';

const beanie: AdminProduct = {
  _id: ID,
  name: 'Merino Beanie',
  description: 'Warm.',
  price: 39.9,
  originalPrice: 49.9,
  sale: true,
  category: 'headwear',
  stockLevel: 5,
  count: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
  isVisible: true,
  imageList: [
    { _id: I1, imageUrl: '/media/products/p/1-640.webp' },
    { _id: I2, imageUrl: '/media/products/p/2-640.webp' },
  ],
  variants: [
    { _id: V1, variantName: 'S', variantStockLevel: 2 },
    { _id: V2, variantName: 'M', variantStockLevel: 3 },
  ],
};

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown } | undefined;

function setup(respond: Respond = () => undefined) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch((r) => {
    const answer = respond(r);
    if (answer) return answer;
    if (r.url === '/api/admin/getCategories') return { body: { categories: [{ _id: 'c', name: 'Trail Running', isVisible: true }], count: 1 } };
    if (r.url === `/api/admin/getSingleProduct/${ID}`) return { body: beanie };
    return { status: 404, body: { message: 'unexpected' } };
  });
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.products, editor: root.products.editor, requests, storage };
}

const png = (name = 'a.png') => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });
const formOf = (r: RecordedRequest | undefined) => r?.body as FormData;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the product list', () => {
  it('asks for the page, filter and search of the query string, 12 a page, and counts the pages', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ ...beanie, _id: `${i}`, image: null }));
    const { store, requests } = setup((r) => (r.url.startsWith('/api/admin/getAdminProducts/') ? { body: { rangeProducts: rows, count: 30 } } : undefined));
    const loading = store.list.show({ page: '2', filter: 'pricelow', query: 'merino beanie' });
    expect(store.list.loading).toBe(true);
    await loading;
    expect(requests.map((r) => r.url)).toEqual(['/api/admin/getAdminProducts/2/pricelow/merino%20beanie']);
    expect([store.list.items.length, store.pageCount, store.currentPage]).toEqual([12, 3, 2]);
    await store.list.show({ page: '1', filter: 'newest', query: '' });
    expect(requests.at(-1)?.url).toBe('/api/admin/getAdminProducts/1/newest/-');
  });

  it('keeps a failure as the list’s error, and a 401 logs the administrator out', async () => {
    const { store, storage } = setup((r) => (r.url.startsWith('/api/admin/getAdminProducts/') ? { status: 401, body: { message: 'Please sign in.' } } : undefined));
    await store.list.show({ page: '1', filter: 'newest', query: '' });
    expect(store.list.error).toBe('Please sign in.');
    expect(storage.getItem('token')).toBeNull();
  });
});

describe('the new product form', () => {
  it('sends the fields, sizes as JSON and the files as multipart, then says it was created and starts again', async () => {
    const { editor, requests } = setup((r) => (r.url === '/api/admin/newProduct' ? { status: 201, body: { product: beanie } } : undefined));
    await editor.startNew();
    expect(editor.categoryOptions).toEqual(['tops', 'bottoms', 'headwear', 'sale', 'Trail Running']);
    editor.form.set('name', 'Merino Beanie');
    editor.form.set('description', 'Warm.');
    editor.form.set('price', '39.90');
    editor.form.set('category', 'headwear');
    editor.addVariant();
    editor.setVariant(0, 'variantName', 'S');
    editor.setVariant(0, 'variantStockLevel', '2');
    editor.addFiles([png('front.png'), png('back.png')]);
    await editor.submit();
    const sent = formOf(requests.find((r) => r.url === '/api/admin/newProduct'));
    expect(Object.fromEntries([...sent.entries()].filter(([k]) => k !== 'images'))).toEqual({
      name: 'Merino Beanie',
      description: 'Warm.',
      price: '39.90',
      originalPrice: '',
      category: 'headwear',
      isVisible: 'true',
      variants: JSON.stringify([{ variantName: 'S', variantStockLevel: '2' }]),
    });
    expect(sent.getAll('images').map((f) => (f as File).name)).toEqual(['front.png', 'back.png']);
    expect(editor.success.text).toBe(PRODUCT_CREATED);
    expect([editor.form.values.name, editor.files.length]).toEqual(['', 0]);
  });

  it('puts the server’s messages under their fields; typing clears a field’s, editing a size clears the sizes’', async () => {
    const errors = { name: 'Please enter the product name.', variants: 'Every size needs a name.', variantStockLevel: 'Whole numbers only.', image: 'x.png is not a JPEG or PNG image.' };
    const { editor } = setup((r) => (r.url === '/api/admin/newProduct' ? { status: 400, body: errors } : undefined));
    await editor.startNew();
    editor.addVariant();
    await editor.submit();
    expect(editor.form.errors).toEqual(errors);
    expect(editor.form.failedSaves).toBe(1);
    editor.form.set('name', 'M');
    expect(editor.form.error('name')).toBeUndefined();
    editor.setVariant(0, 'variantName', 'S');
    expect([editor.form.error('variants'), editor.form.error('variantStockLevel'), editor.form.error('image')]).toEqual([undefined, undefined, errors.image]);
  });

  it('takes only JPEG and PNG files, at most 8 images', async () => {
    const { editor } = setup();
    await editor.startNew();
    editor.addFiles([png(), new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]);
    expect([editor.files.length, editor.form.error('image')]).toEqual([1, 'Only JPEG and PNG images can be added.']);
    editor.addFiles(Array.from({ length: 9 }, () => png()));
    expect([editor.files.length, editor.form.error('image')]).toEqual([8, 'A product has at most 8 images.']);
  });
});

describe('the edit form', () => {
  it('reads the product into the form, with its sale flag and sizes', async () => {
    const { editor } = setup();
    const loading = editor.load(ID);
    expect(editor.loading).toBe(true);
    await loading;
    expect(editor.form.values).toMatchObject({
      name: 'Merino Beanie',
      price: '39.9',
      sale: true,
      originalPrice: '49.9',
      category: 'headwear',
      variants: [{ _id: V1, variantName: 'S', variantStockLevel: '2' }, { _id: V2 }],
    });
    expect(editor.editPath).toBe(`/adminpanel/products/Merino-Beanie/${ID}`);
  });

  it('knows when it holds changes not saved yet, and not once they are saved', async () => {
    const { editor } = setup((r) => (r.url === `/api/admin/updateProduct/${ID}` ? { body: { product: { ...beanie, price: 35 } } } : undefined));
    await editor.load(ID);
    expect(editor.dirty).toBe(false);
    editor.setVariant(1, 'variantStockLevel', '4');
    expect(editor.dirty).toBe(true);
    editor.setVariant(1, 'variantStockLevel', '3');
    editor.form.set('price', '35');
    expect(editor.dirty).toBe(true);
    await editor.submit();
    expect(editor.dirty).toBe(false);
    editor.addFiles([png()]);
    expect(editor.dirty).toBe(true);
  });

  it('saves with the kept images and shows Product Updated for 2 seconds', async () => {
    const { editor, requests } = setup((r) => (r.url === `/api/admin/updateProduct/${ID}` ? { body: { product: { ...beanie, price: 35 } } } : undefined));
    await editor.load(ID);
    editor.form.set('price', '35');
    editor.form.set('sale', false);
    await editor.submit();
    const sent = formOf(requests.at(-1));
    expect([sent.get('price'), sent.get('originalPrice'), sent.get('imageList')]).toEqual(['35', '', JSON.stringify(beanie.imageList)]);
    expect(editor.success.text).toBe(PRODUCT_UPDATED);
    expect(editor.form.values.price).toBe('35');
    vi.advanceTimersByTime(1_999);
    expect(editor.success.text).toBe(PRODUCT_UPDATED);
    vi.advanceTimersByTime(1);
    expect(editor.success.text).toBeNull();
  });

  it('removes a saved size and a saved image at once; a refusal shows', async () => {
    const { editor, requests } = setup((r) => {
      if (r.url === `/api/admin/removeVariant/${ID}`) return { body: { product: { ...beanie, stockLevel: 3, variants: [beanie.variants[1]] } } };
      if (r.url === `/api/admin/deleteProductImage/${ID}`) {
        const id = (r.body as { image: { _id: string } }).image._id;
        return id === I1 ? { body: { product: { ...beanie, imageList: [beanie.imageList[1]] } } } : { status: 409, body: { image: 'A product needs at least one image.' } };
      }
      return undefined;
    });
    await editor.load(ID);
    await editor.removeVariant(0);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { product: { _id: ID }, variants: [{ _id: V2, variantName: 'M', variantStockLevel: '3' }] } });
    expect([editor.form.values.variants.map((v) => v.variantName), editor.form.values.stockLevel]).toEqual([['M'], '3']);
    await editor.removeImage(beanie.imageList[0]!);
    expect(editor.product?.imageList.map((i) => i._id)).toEqual([I2]);
    await editor.removeImage(beanie.imageList[1]!);
    expect(editor.actionError).toBe('A product needs at least one image.');
  });

  it('asks before deleting, then shows Product Deleted and goes back to the list after 3 seconds', async () => {
    const { editor, requests } = setup((r) => (r.url === `/api/admin/deleteProduct/${ID}` ? { body: { success: true, archived: false } } : undefined));
    await editor.load(ID);
    editor.deletion.ask(editor.product!);
    expect(requests.some((r) => r.url.includes('deleteProduct'))).toBe(false);
    await editor.deletion.confirm();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: `/api/admin/deleteProduct/${ID}` });
    expect([editor.success.text, editor.deleted, editor.backToList]).toEqual([PRODUCT_DELETED, true, false]);
    vi.advanceTimersByTime(3_000);
    expect(editor.backToList).toBe(true);
  });
});
