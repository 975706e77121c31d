import type { AccountStores, AddressRecord, TokenAddress, TokenIssuer, UserRecord } from './ports.js';

export const toTokenAddress = (a: AddressRecord): TokenAddress => ({
  _id: a.id,
  streetAdress: a.streetAdress,
  city: a.city,
  region: a.region,
  zipCode: a.zipCode,
  country: a.country,
  addressType: a.isDefault ? 'default' : 'other',
});

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/**
 * A token for this session carrying the user's details as they are now (address changes answer a
 * fresh one). It expires with the session.
 */
export async function sessionToken(stores: Pick<AccountStores, 'addresses'>, tokens: TokenIssuer, user: UserRecord, session: { id: string; expiresAt: Date }, now: Date): Promise<string> {
  const addresses = await stores.addresses.listForUser(user.id);
  return tokens.issue({
    sub: user.id,
    sid: session.id,
    iat: seconds(now),
    exp: seconds(session.expiresAt),
    userDetails: {
      _id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      isAdmin: user.isAdmin,
      adress: addresses.map(toTokenAddress),
    },
  });
}
