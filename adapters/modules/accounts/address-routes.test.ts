// The address book and the customer's orders over HTTP: ownership, validation, fresh tokens.
import type { TokenPayload } from '../../http/contract/accounts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createUser } from '../../../test-support/factories/accounts.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload;

async function signedIn() {
  const u = await createUser(api.db);
  const r = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
  return { ...u, token: r.body.token as string };
}

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const melbourne = { streetAdress: '1 Collins St', city: 'Melbourne', zipCode: '3000', region: 'VIC', country: 'Australia' };

describe('address book', () => {
  it('adds, edits and deletes addresses, answering a fresh token for the same session each time', async () => {
    const u = await signedIn();
    const first = await api.call('POST', '/api/users/newAddress', { token: u.token, body: { user: u.id, ...melbourne, addNewAddress: true } });
    expect(first.status).toBe(200);
    const p1 = payloadOf(first.body.token);
    expect(p1.sid).toBe(payloadOf(u.token).sid);
    expect(p1.userDetails.adress).toEqual([{ _id: expect.any(String), ...melbourne, addressType: 'default' }]);

    const london = { streetAdress: '10 Downing St', city: 'London', zipCode: 'SW1A 2AA', region: 'ignored', country: 'United Kingdom' };
    const second = await api.call('POST', '/api/users/newAddress', { token: first.body.token, body: { user: { _id: u.id }, ...london, setAsDefault: true } });
    expect(second.status).toBe(200);
    const adress = payloadOf(second.body.token).userDetails.adress;
    expect(adress.map((a) => [a.city, a.addressType, a.region])).toEqual([
      ['London', 'default', ''],
      ['Melbourne', 'other', 'VIC'],
    ]);

    const melb = adress[1]!;
    const edited = await api.call('POST', '/api/users/editAddress', {
      token: u.token,
      body: { user: u.id, editAddressId: melb._id, editStreetAdress: '2 Swanston St', editCity: 'Melbourne', editPostcode: '3001', editRegion: 'VIC', editSetAsDefault: true, editAddress: melb },
    });
    expect(edited.status).toBe(200);
    const afterEdit = payloadOf(edited.body.token).userDetails.adress;
    expect(afterEdit[0]).toMatchObject({ _id: melb._id, streetAdress: '2 Swanston St', zipCode: '3001', country: 'Australia', addressType: 'default' });

    const deleted = await api.call('POST', '/api/users/deleteAddress', { token: u.token, body: { user: u.id, address: melb._id } });
    expect(deleted.status).toBe(200);
    expect(payloadOf(deleted.body.token).userDetails.adress).toEqual([expect.objectContaining({ city: 'London', addressType: 'default' })]);
  });

  it('answers field messages for a bad address', async () => {
    const u = await signedIn();
    const r = await api.call('POST', '/api/users/newAddress', { token: u.token, body: { streetAdress: '', city: '', zipCode: '12', region: '', country: 'Australia' } });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ streetAdress: 'Required field', city: 'Required field', zipCode: 'Please enter a valid postcode.', region: 'Required field' });
  });

  it("never lets a customer touch another user's addresses, whatever id is sent", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const added = await api.call('POST', '/api/users/newAddress', { token: owner.token, body: { user: owner.id, ...melbourne } });
    const addressId = payloadOf(added.body.token).userDetails.adress[0]!._id;

    expect((await api.call('POST', '/api/users/newAddress', { token: other.token, body: { user: owner.id, ...melbourne } })).status).toBe(403);
    const edit = { editAddressId: addressId, editStreetAdress: 'Hacked', editCity: 'X', editPostcode: '3000', editRegion: 'VIC' };
    expect((await api.call('POST', '/api/users/editAddress', { token: other.token, body: { user: owner.id, ...edit } })).status).toBe(403);
    expect((await api.call('POST', '/api/users/editAddress', { token: other.token, body: { user: other.id, ...edit } })).status).toBe(404);
    expect((await api.call('POST', '/api/users/deleteAddress', { token: other.token, body: { address: addressId } })).status).toBe(404);
    const { rows } = await api.db.query('SELECT street_adress FROM addresses WHERE id = $1', [addressId]);
    expect(rows[0].street_adress).toBe('1 Collins St');
    expect((await api.call('POST', '/api/users/newAddress', { body: melbourne })).status).toBe(401);
  });
});

describe('profile orders', () => {
  it("lists the caller's own orders newest first, and refuses another user's id", async () => {
    const u = await signedIn();
    const other = await signedIn();
    await createOrder(api.db, { userId: u.id, orderid: 'older1', createdAt: new Date('2026-01-01T00:00:00Z'), status: 'Confirmed', trackingNumber: 'AP123' });
    await createOrder(api.db, { userId: u.id, orderid: 'newer1', createdAt: new Date('2026-02-01T00:00:00Z') });
    await createOrder(api.db, { userId: other.id, orderid: 'theirs' });

    const r = await api.call('GET', `/api/orders/getProfileOrders/${u.id}`, { token: u.token });
    expect(r.status).toBe(200);
    expect(r.body.map((o: { orderid: string }) => o.orderid)).toEqual(['newer1', 'older1']);
    expect(r.body[1]).toMatchObject({
      orderStatus: 'Confirmed',
      trackingNumber: 'AP123',
      total: 5995,
      shippingFee: 10,
      products: [{ productName: 'Trail Tee', productQuantity: 1, productPrice: 49.95 }],
    });
    expect((await api.call('GET', `/api/orders/getProfileOrders/${other.id}`, { token: u.token })).status).toBe(403);
    expect((await api.call('GET', `/api/orders/getProfileOrders/${u.id}`)).status).toBe(401);
  });
});
