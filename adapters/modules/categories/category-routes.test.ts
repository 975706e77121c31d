// The back office's category calls over HTTP against a real database, served as the restricted role:
// answers, bad input, unknown ids, conflicts, the access rules, the audit log and the catalogue event
// written with each change, and what shoppers see of a hidden category.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createCategory, createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ background: true }); // the outbox dispatcher delivers category.changed to the answer cache
  admin = await signIn(api, { email: `boss-${randomUUID().slice(0, 8)}@example.com` });
});
afterAll(async () => {
  await api?.close();
});

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
const auditOf = async (id: string) =>
  (await api.db.query('SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id', ['category', id])).rows;
const eventsOf = async (id: string) => (await api.db.query("SELECT topic, payload FROM outbox WHERE topic = 'event:catalog' AND payload->'data'->>'categoryId' = $1 ORDER BY created_at", [id])).rows;
const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
const shopList = async (category: string) => (await api.call('GET', `/api/products/getproducts/1/bestselling/-/${encodeURIComponent(category)}`)).body.products.map((p: { _id: string }) => p._id);
const shopCategories = async () => (await api.call('GET', '/api/categories/getCategories')).body.map((c: { name: string }) => c.name);

describe('GET /api/admin/getCategories', () => {
  it('lists every category, hidden ones too, by name, with the count', async () => {
    const visible = await createCategory(api.db, { name: unique('Alpha') });
    const hidden = await createCategory(api.db, { name: unique('Beta'), isVisible: false });
    const r = await asAdmin('GET', '/api/admin/getCategories');
    expect(r.status).toBe(200);
    const mine = r.body.categories.filter((c: { _id: string }) => [visible.id, hidden.id].includes(c._id));
    expect(mine).toEqual([
      { _id: visible.id, name: visible.name, isVisible: true },
      { _id: hidden.id, name: hidden.name, isVisible: false },
    ]);
    expect(r.body.count).toBe(r.body.categories.length);
    expect(await shopCategories()).not.toContain(hidden.name);
  });
});

describe('POST /api/admin/createNewCategory', () => {
  it('answers 201 with the category as typed, trimmed, and writes its audit entry and event with it', async () => {
    const name = unique('Trail Running');
    const r = await asAdmin('POST', '/api/admin/createNewCategory', { name: `  ${name} `, isVisible: true });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ category: { _id: expect.any(String), name, isVisible: true } });
    const id = r.body.category._id as string;
    expect(await auditOf(id)).toEqual([{ actor_id: admin.id, actor_email: admin.email, action: 'category.created', before: null, after: { name, isVisible: true } }]);
    expect(await eventsOf(id)).toEqual([{ topic: 'event:catalog', payload: { type: 'category.changed', data: { categoryId: id } } }]);
    expect(await shopCategories()).toContain(name);
  });

  it('refuses a name already used, exactly (409 {name}), and takes one that differs only in case', async () => {
    const name = unique('Headwear');
    expect((await asAdmin('POST', '/api/admin/createNewCategory', { name, isVisible: true })).status).toBe(201);
    const again = await asAdmin('POST', '/api/admin/createNewCategory', { name, isVisible: false });
    expect(again).toMatchObject({ status: 409, body: { name: `A category named ${name} already exists.` } });
    expect((await api.db.query('SELECT count(*)::int AS n FROM categories WHERE name = $1', [name])).rows[0].n).toBe(1);
    expect((await asAdmin('POST', '/api/admin/createNewCategory', { name: name.toUpperCase(), isVisible: true })).status).toBe(201);
  });

  it('answers bad input with 400 and a message for every bad field', async () => {
    expect(await asAdmin('POST', '/api/admin/createNewCategory', { name: '   ', isVisible: true })).toMatchObject({ status: 400, body: { name: 'Please enter a category name.' } });
    expect(await asAdmin('POST', '/api/admin/createNewCategory', { name: '', isVisible: 'yes' })).toMatchObject({
      status: 400,
      body: { name: 'Please enter a category name.', isVisible: 'Choose whether the category is visible (true or false).' },
    });
    expect(await asAdmin('POST', '/api/admin/createNewCategory', {})).toMatchObject({ status: 400, body: { name: 'Please enter a category name.', isVisible: expect.any(String) } });
    const odd = await asAdmin('POST', '/api/admin/createNewCategory', { name: 'x'.repeat(300), isVisible: true });
    expect(odd).toMatchObject({ status: 400, body: { name: 'A category name has at most 40 characters.' } });
    expect((await asAdmin('POST', '/api/admin/createNewCategory', { name: '<img src=x>', isVisible: true })).status).toBe(400);
  });
});

describe('POST /api/admin/setCategoryStatus/{id}', () => {
  it('hides a category and its products from the shop at once, and displays them again', async () => {
    const category = await createCategory(api.db, { name: unique('Alpine') });
    const product = await createProduct(api.db, { category: category.name });
    expect(await shopList(category.name)).toEqual([product.id]); // now cached by the shop
    expect((await api.call('GET', `/api/products/getSpecificProduct/${product.id}`)).status).toBe(200);

    const hidden = await asAdmin('POST', `/api/admin/setCategoryStatus/${category.id}`, { isVisible: false });
    expect(hidden).toMatchObject({ status: 200, body: { _id: category.id, name: category.name, isVisible: false } });
    await expect.poll(() => shopList(category.name)).toEqual([]);
    expect((await api.call('GET', `/api/products/getSpecificProduct/${product.id}`)).status).toBe(404);
    expect(await shopCategories()).not.toContain(category.name);

    expect((await asAdmin('POST', `/api/admin/setCategoryStatus/${category.id}`, { isVisible: true })).body.isVisible).toBe(true);
    await expect.poll(() => shopList(category.name)).toEqual([product.id]);
    expect(await shopCategories()).toContain(category.name);
    expect((await auditOf(category.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['category.hidden', { isVisible: true }, { isVisible: false }],
      ['category.shown', { isVisible: false }, { isVisible: true }],
    ]);
    expect(await eventsOf(category.id)).toHaveLength(2);
  });

  it('records nothing when the category already has that visibility', async () => {
    const category = await createCategory(api.db, { name: unique('Calm') });
    expect((await asAdmin('POST', `/api/admin/setCategoryStatus/${category.id}`, { isVisible: true })).status).toBe(200);
    expect([await auditOf(category.id), await eventsOf(category.id)]).toEqual([[], []]);
  });

  it('answers 404 {message} for an unknown id and 400 for a malformed id or visibility', async () => {
    const missing = await asAdmin('POST', `/api/admin/setCategoryStatus/${randomUUID()}`, { isVisible: false });
    expect(missing).toMatchObject({ status: 404, body: { message: 'We could not find that category. It may have been deleted.' } });
    expect(await asAdmin('POST', '/api/admin/setCategoryStatus/42', { isVisible: false })).toMatchObject({ status: 400, body: { id: 'Category id must be a valid id.' } });
    expect(await asAdmin('POST', `/api/admin/setCategoryStatus/${randomUUID()}`, { isVisible: 'no' })).toMatchObject({
      status: 400,
      body: { isVisible: 'Choose whether the category is visible (true or false).' },
    });
  });
});

describe('POST /api/admin/deleteCategory/{id}', () => {
  it('refuses a category that products use (409 {message}), writing nothing; archived products do not count', async () => {
    const category = await createCategory(api.db, { name: unique('Busy') });
    const product = await createProduct(api.db, { category: category.name });
    await createProduct(api.db, { category: category.name, isDeleted: true });
    const refused = await asAdmin('POST', `/api/admin/deleteCategory/${category.id}`);
    expect(refused).toEqual({ status: 409, body: { message: `${category.name} is used by 1 product. Move it to another category before deleting it.` }, headers: expect.anything() });
    expect([await auditOf(category.id), await eventsOf(category.id)]).toEqual([[], []]);

    await api.db.query('UPDATE products SET is_deleted = true WHERE id = $1', [product.id]);
    expect(await asAdmin('POST', `/api/admin/deleteCategory/${category.id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect((await api.db.query('SELECT 1 FROM categories WHERE id = $1', [category.id])).rowCount).toBe(0);
    expect(await auditOf(category.id)).toEqual([{ actor_id: admin.id, actor_email: admin.email, action: 'category.deleted', before: { name: category.name, isVisible: true }, after: null }]);
    expect(await eventsOf(category.id)).toHaveLength(1);
    expect(await asAdmin('POST', `/api/admin/deleteCategory/${category.id}`)).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect((await asAdmin('POST', '/api/admin/deleteCategory/nope')).status).toBe(400);
  });

  it('keeps the history of a deleted category readable', async () => {
    const created = await asAdmin('POST', '/api/admin/createNewCategory', { name: unique('Short Lived'), isVisible: true });
    const id = created.body.category._id as string;
    await asAdmin('POST', `/api/admin/setCategoryStatus/${id}`, { isVisible: false });
    await asAdmin('POST', `/api/admin/deleteCategory/${id}`);
    const history = await asAdmin('GET', `/api/admin/auditLog/category/${id}/1`);
    expect(history.body.count).toBe(3);
    expect(history.body.entries.map((e: { action: string }) => e.action).sort()).toEqual(['category.created', 'category.deleted', 'category.hidden']);
  });
});

describe('the category calls are for administrators only', () => {
  it.each([
    ['GET', '/api/admin/getCategories', undefined],
    ['POST', '/api/admin/createNewCategory', { name: 'Never Made', isVisible: true }],
    ['POST', `/api/admin/setCategoryStatus/${randomUUID()}`, { isVisible: false }],
    ['POST', `/api/admin/deleteCategory/${randomUUID()}`, undefined],
  ])('%s %s: 401 without a token, 403 for a customer, 401 after logout, demotion or deactivation', async (method, path, body) => {
    await expectAdminOnly(api, { method, path, body });
  });

  it('changed nothing for those turned away', async () => {
    expect((await api.db.query("SELECT count(*)::int AS n FROM categories WHERE name = 'Never Made'")).rows[0].n).toBe(0);
  });
});
