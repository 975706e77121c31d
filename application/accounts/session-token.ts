import type { AccountStores, TokenIssuer, UserRecord } from './ports.js';

/**
 * A token for this session carrying the user's details as they are now (address changes answer a
 * fresh one). It expires with the session.
 */
export async function sessionToken(stores: Pick<AccountStores, 'addresses'>, tokens: TokenIssuer, user: UserRecord, session: { id: string; expiresAt: Date }, now: Date): Promise<string> {
  const addresses = await stores.addresses.listForUser(user.id);
  const { id, firstName, lastName, email, phoneNumber, isAdmin } = user;
  return tokens.issue({ sessionId: session.id, issuedAt: now, expiresAt: session.expiresAt, user: { id, firstName, lastName, email, phoneNumber, isAdmin }, addresses });
}
