import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { CATEGORY_CREATED } from './NewCategoryForm';

const tops = { _id: '00000000-0000-4000-8000-000000000001', name: 'Tops', isVisible: true };
const hats = { _id: '00000000-0000-4000-8000-000000000002', name: 'Hats', isVisible: false };

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };

/** The admin root store over a fake server: the categories area is `root.categories`. */
function setup(respond: Respond) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.categories, requests, storage };
}

const list: Respond = (r) => (r.url === '/api/admin/getCategories' ? { body: { categories: [hats, tops], count: 2 } } : { status: 404, body: { message: 'unexpected' } });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the categories list', () => {
  it('loads every category, hidden ones too', async () => {
    const { store } = setup(list);
    const loading = store.load();
    expect(store.list.loading).toBe(true);
    await loading;
    expect(store.list.items).toEqual([hats, tops]);
    expect([store.list.isEmpty, store.list.hasMore]).toEqual([false, false]);
  });

  it('says when there are none, and keeps a failure as the list’s error', async () => {
    const empty = setup(() => ({ body: { categories: [], count: 0 } }));
    await empty.store.load();
    expect(empty.store.list.isEmpty).toBe(true);
    const failing = setup(() => ({ status: 500, body: { message: 'boom' } }));
    await failing.store.load();
    expect([failing.store.list.error, failing.store.list.loading]).toEqual(['Something went wrong. Please try again.', false]);
  });

  it('hides a visible category (Hide) and displays a hidden one (Display), showing the change for 3 seconds', async () => {
    const { store, requests } = setup((r) => {
      if (r.url.startsWith('/api/admin/setCategoryStatus/')) {
        const c = r.url.endsWith(tops._id) ? tops : hats;
        return { body: { ...c, isVisible: (r.body as { isVisible: boolean }).isVisible } };
      }
      return list(r);
    });
    await store.load();
    const hiding = store.toggleVisibility(tops);
    expect(store.isChanging(tops)).toBe(true);
    await store.toggleVisibility(tops); // a second click meanwhile asks nothing
    await hiding;
    await store.toggleVisibility(hats);
    expect(requests.slice(1).map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', `/api/admin/setCategoryStatus/${tops._id}`, { isVisible: false }],
      ['POST', `/api/admin/setCategoryStatus/${hats._id}`, { isVisible: true }],
    ]);
    expect(store.list.items).toEqual([
      { ...hats, isVisible: true },
      { ...tops, isVisible: false },
    ]);
    expect([store.notice.text, store.isChanging(tops)]).toEqual(['Hats is now visible.', false]);
    vi.advanceTimersByTime(3_000);
    expect(store.notice.text).toBeNull();
  });

  it('keeps the reason when Hide/Display fails, changing nothing', async () => {
    const { store } = setup((r) => (r.url.startsWith('/api/admin/setCategoryStatus/') ? { status: 404, body: { message: 'We could not find that category. It may have been deleted.' } } : list(r)));
    await store.load();
    await store.toggleVisibility(tops);
    expect(store.actionError).toBe('We could not find that category. It may have been deleted.');
    expect(store.list.items).toEqual([hats, tops]);
  });

  it('deletes a category once confirmed and takes it off the list', async () => {
    const { store, requests } = setup((r) => (r.url.startsWith('/api/admin/deleteCategory/') ? { body: { success: true } } : list(r)));
    await store.load();
    store.deletion.ask(hats);
    expect(await store.deletion.confirm()).toBe(true);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: `/api/admin/deleteCategory/${hats._id}` });
    expect([store.list.items, store.list.count, store.deletion.open, store.notice.text]).toEqual([[tops], 1, false, 'Hats was deleted.']);
  });

  it('shows why a category in use cannot be deleted, in the dialog, and keeps it', async () => {
    const message = 'Tops is used by 3 products. Move them to another category before deleting it.';
    const { store } = setup((r) => (r.url.startsWith('/api/admin/deleteCategory/') ? { status: 409, body: { message } } : list(r)));
    await store.load();
    store.deletion.ask(tops);
    expect(await store.deletion.confirm()).toBe(false);
    expect([store.deletion.open, store.deletion.error, store.list.items.length]).toEqual([true, message, 2]);
  });

  it.each([401, 403])('logs the administrator out when a category call answers %i', async (status) => {
    const { root, store, storage } = setup(() => ({ status, body: { message: 'Your session has ended. Please sign in again.' } }));
    await store.load();
    expect(storage.getItem('token')).toBeNull();
    expect(root.canSeeAdmin()).toBe(false);
  });
});

describe('the new category form', () => {
  it('allows Create only with a title and while no request runs', async () => {
    let finish: () => void = () => {};
    const { store } = setup(() => ({ status: 201, body: { category: tops } }));
    const form = store.newCategory;
    expect(form.canSubmit).toBe(false);
    form.form.set('name', '   ');
    expect(form.canSubmit).toBe(false);
    form.form.set('name', 'Tops');
    expect(form.canSubmit).toBe(true);
    const saving = form.form.save(() => new Promise<void>((r) => (finish = r)));
    expect(form.canSubmit).toBe(false);
    finish();
    await saving;
    expect(form.canSubmit).toBe(true);
  });

  it('sends the title and visibility, shows the success alert and is ready for the next category', async () => {
    const { store, requests } = setup(() => ({ status: 201, body: { category: { ...tops, isVisible: false } } }));
    const form = store.newCategory;
    form.form.set('name', 'Tops');
    form.form.set('isVisible', false);
    await form.submit();
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([['POST', '/api/admin/createNewCategory', { name: 'Tops', isVisible: false }]]);
    expect([form.success.text, form.form.values]).toEqual([CATEGORY_CREATED, { name: '', isVisible: false }]);
  });

  it('puts the server’s message under the name, cleared by typing', async () => {
    const { store } = setup(() => ({ status: 409, body: { name: 'A category named Tops already exists.' } }));
    const form = store.newCategory;
    form.form.set('name', 'Tops');
    await form.submit();
    expect([form.form.error('name'), form.form.failedSaves, form.success.text]).toEqual(['A category named Tops already exists.', 1, null]);
    form.form.set('name', 'Tops 2');
    expect(form.form.error('name')).toBeUndefined();
  });

  it('resets when the administrator leaves the screen', async () => {
    const { store } = setup(() => ({ status: 201, body: { category: tops } }));
    const form = store.newCategory;
    form.form.set('name', 'Tops');
    form.form.set('isVisible', false);
    await form.submit();
    form.form.set('name', 'Half typed');
    form.reset();
    expect([form.form.values, form.success.text, form.form.hasErrors]).toEqual([{ name: '', isVisible: true }, null, false]);
  });
});
