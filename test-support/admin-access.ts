// Sign-ins for API tests of the back office, and the access rules every /api/admin call must keep
// (admin-api.md "Common rules"): 401 without a token, 403 for a customer, 401 once the
// administrator has logged out, lost the admin rights or been deactivated.
import { expect } from 'vitest';
import { createUser, type UserOverrides } from './factories/accounts.js';
import type { TestApi } from './test-api.js';

export interface SignedIn {
  id: string;
  email: string;
  token: string;
}

/** Creates a user (an administrator unless told otherwise) and signs them in through the API. */
export async function signIn(api: TestApi, overrides: UserOverrides = {}): Promise<SignedIn> {
  const user = await createUser(api.db, { isAdmin: true, ...overrides });
  const r = await api.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
  if (r.status !== 200) throw new Error(`sign-in refused: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: user.id, email: user.email, token: r.body.token as string };
}

export interface AdminCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * Proves `call` is for administrators only. Every case is answered before the call does anything,
 * so the call may change data (it is never let through). Each ended session is a fresh administrator
 * of its own.
 */
export async function expectAdminOnly(api: TestApi, call: AdminCall): Promise<void> {
  const send = (token?: string) => api.call(call.method, call.path, { body: call.body, ...(token ? { token } : {}) });
  const label = `${call.method} ${call.path}`;

  const anonymous = await send();
  expect(anonymous.status, `${label} without a token`).toBe(401);
  expect(anonymous.body).toEqual({ message: expect.any(String) });

  const customer = await signIn(api, { isAdmin: false });
  const asCustomer = await send(customer.token);
  expect(asCustomer.status, `${label} as a customer`).toBe(403);
  expect(asCustomer.body).toEqual({ message: expect.any(String) });

  const loggedOut = await signIn(api);
  expect((await api.call('POST', '/api/users/logout', { body: {}, token: loggedOut.token })).status).toBe(200);
  expect((await send(loggedOut.token)).status, `${label} after logout`).toBe(401);

  const demoted = await signIn(api);
  await api.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.id]);
  expect((await send(demoted.token)).status, `${label} after losing admin rights`).toBe(401);

  const deactivated = await signIn(api);
  await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [deactivated.id]);
  expect((await send(deactivated.token)).status, `${label} after deactivation`).toBe(401);
}
