import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { fakeFetch, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { RootStore } from '../stores/RootStore';
import { USER_DELETED, USER_UPDATED } from './UserDetailStore';
import { USER_FILTER_DEFAULTS, userPagePath, type AdminUser, type AdminUserRow } from './users-api';

type Respond = (r: RecordedRequest) => { status?: number; body?: unknown };

function setup(respond: Respond) {
  const storage = new MemoryStorage({ token: makeToken({ exp: 4_102_444_800, user: { isAdmin: true } }) });
  const { fetch, requests } = fakeFetch(respond);
  const api = new ApiClient({ fetch, storage, authFailureStatuses: [401, 403] });
  const root = new RootStore(api, { storage, redirect: () => undefined });
  return { root, store: root.users, requests };
}

const id = '00000000-0000-4000-8000-0000000000aa';
const row = (over: Partial<AdminUserRow> = {}): AdminUserRow => ({
  _id: id,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dateCreated: '2026-11-01T00:00:00.000Z',
  lastLogin: null,
  isAdmin: false,
  isActive: true,
  registeredUser: true,
  sendOffers: false,
  orderCount: 0,
  ...over,
});
const user = (over: Partial<AdminUser> = {}): AdminUser => ({
  ...row(),
  phoneNumber: null,
  adress: [{ _id: '00000000-0000-4000-8000-0000000000ad', addressType: 'default', streetAdress: '1 Collins St', suburb: 'Melbourne', region: 'VIC', zipCode: '3000' }],
  orders: [],
  customerType: 'New Customer',
  ...over,
});

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the users list', () => {
  it('asks for the filter and query as path segments and takes a new-user event (replace or put first)', async () => {
    const { store, requests } = setup(() => ({ body: { users: [row()], count: 1 } }));
    await store.list.show({ ...USER_FILTER_DEFAULTS, filter: 'admins', query: 'Ada L' });
    expect(requests[0]!.url).toBe('/api/admin/getUsers/1/admins/Ada%20L');
    store.receiveUser(row({ firstName: 'Augusta' }));
    expect(store.list.items.map((u) => u.firstName)).toEqual(['Augusta']);
    store.receiveUser(row({ _id: '00000000-0000-4000-8000-0000000000bb', firstName: 'Grace' }));
    expect([store.list.items.map((u) => u.firstName), store.list.count]).toEqual([['Grace', 'Augusta'], 2]);
    expect(userPagePath(row())).toBe(`/adminpanel/users/Ada-Lovelace/${id}`);
  });
});

describe('one user', () => {
  it('sends only the changed info fields, nothing when nothing changed, and says so for 3 s', async () => {
    const { store, requests } = setup((r) => (r.method === 'POST' ? { body: user({ lastName: 'King' }) } : { body: user() }));
    const detail = store.detail;
    await detail.load(id);
    detail.toggleInfo();
    await detail.saveInfo();
    expect([requests.length, detail.editingInfo]).toEqual([1, false]);
    detail.toggleInfo();
    detail.setInfo('lastName', ' King ');
    await detail.saveInfo();
    expect(requests[1]).toMatchObject({ method: 'POST', url: `/api/admin/updateSingleUser/${id}`, body: { lastName: 'King' } });
    expect([detail.user?.lastName, detail.editingInfo, detail.notice.text]).toEqual(['King', false, USER_UPDATED]);
    vi.advanceTimersByTime(3_000);
    expect(detail.notice.text).toBeNull();
  });

  it('edits an address within the whole list, keeping the primary address’s region read-only', async () => {
    const { store, requests } = setup(() => ({ body: user() }));
    const detail = store.detail;
    await detail.load(id);
    detail.toggleAddress(detail.user!.adress[0]!);
    detail.setAddress('region', 'NSW');
    detail.setAddress('streetAdress', '2 Collins St');
    await detail.saveAddress();
    expect(requests[1]!.body).toEqual({
      adress: [{ _id: '00000000-0000-4000-8000-0000000000ad', addressType: 'default', streetAdress: '2 Collins St', suburb: 'Melbourne', region: 'VIC', zipCode: '3000' }],
    });
  });

  it('offers Activate only to inactive registered users and the mailing list not to administrators; shows a refusal under its field', async () => {
    const { store } = setup((r) => (r.method === 'POST' ? { status: 409, body: { email: 'Another account already uses this e-mail.' } } : { body: user({ isActive: false }) }));
    const detail = store.detail;
    await detail.load(id);
    expect([detail.canActivate, detail.canChangeMailing]).toEqual([true, true]);
    detail.toggleInfo();
    detail.setInfo('email', 'taken@example.com');
    await detail.saveInfo();
    expect([detail.fieldErrors, detail.editingInfo]).toEqual([{ email: 'Another account already uses this e-mail.' }, true]);
    detail.setInfo('email', 'other@example.com');
    expect(detail.fieldErrors).toEqual({});
    const admin = setup(() => ({ body: user({ isAdmin: true }) }));
    await admin.store.detail.load(id);
    expect([admin.store.detail.canActivate, admin.store.detail.canChangeMailing]).toEqual([false, false]);
  });

  it('deletes after confirmation and says the redirect is coming; a refusal stays in the dialog', async () => {
    let refuse = true;
    const { store, requests } = setup((r) =>
      r.url.startsWith('/api/admin/deleteSingleUser/') ? (refuse ? { status: 409, body: { message: 'You cannot delete your own account.' } } : { body: { success: true } }) : { body: user() },
    );
    const detail = store.detail;
    await detail.load(id);
    detail.deletion.ask(detail.user!);
    await detail.deletion.confirm();
    expect(detail.deletion.error).toBe('You cannot delete your own account.');
    refuse = false;
    await detail.deletion.confirm();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: `/api/admin/deleteSingleUser/${id}` });
    expect([detail.deleted, detail.notice.text]).toEqual([true, USER_DELETED]);
  });
});
