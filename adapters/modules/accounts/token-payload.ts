import type { AddressRecord, TokenClaims } from '../../../application/accounts/ports.js';
import type { TokenAddress, TokenPayload } from '../../http/contract/accounts.js';

const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** An address in the token's `adress` list, in the spec's names (`addressType` 'default' marks the default one). */
export const tokenAddressView = (a: AddressRecord): TokenAddress => ({
  _id: a.id,
  streetAdress: a.streetAdress,
  city: a.city,
  region: a.region,
  zipCode: a.zipCode,
  country: a.country,
  addressType: a.isDefault ? 'default' : 'other',
});

/** The login token's payload on the wire (storefront.md's `userDetails`), from the claims in the application's terms. */
export function tokenPayload(c: TokenClaims): TokenPayload {
  return {
    sub: c.user.id,
    sid: c.sessionId,
    iat: seconds(c.issuedAt),
    exp: seconds(c.expiresAt),
    userDetails: {
      _id: c.user.id,
      firstName: c.user.firstName,
      lastName: c.user.lastName,
      email: c.user.email,
      phoneNumber: c.user.phoneNumber,
      isAdmin: c.user.isAdmin,
      adress: c.addresses.map(tokenAddressView),
    },
  };
}
