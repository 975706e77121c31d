/** Address as the HTTP contract spells it (`adress`, `streetAdress`). */
export interface UserAddress {
  _id?: string;
  addressType?: string;
  streetAdress?: string;
  suburb?: string;
  city?: string;
  region?: string;
  zipCode?: string;
  country?: string;
}

export interface UserDetails {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  isAdmin: boolean;
  /** The address book; `addressType` 'default' marks the default address. */
  adress: UserAddress[];
}

/** Payload of the login token. `exp` and `iat` are seconds since the epoch. */
export interface TokenPayload {
  sub: string;
  sid: string;
  exp: number;
  iat: number;
  userDetails: UserDetails;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the payload of a JWT without checking its signature (the server does that on every
 * request). Returns null for anything that is not a well-formed token of our shape.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch {
    return null;
  }
  if (!isRecord(payload) || typeof payload.exp !== 'number' || !isRecord(payload.userDetails)) return null;
  const details = payload.userDetails;
  const userDetails: UserDetails = {
    _id: typeof details._id === 'string' ? details._id : String(payload.sub ?? ''),
    firstName: typeof details.firstName === 'string' ? details.firstName : '',
    lastName: typeof details.lastName === 'string' ? details.lastName : '',
    email: typeof details.email === 'string' ? details.email : '',
    isAdmin: details.isAdmin === true,
    adress: Array.isArray(details.adress) ? (details.adress.filter(isRecord) as UserAddress[]) : [],
  };
  if (typeof details.phoneNumber === 'string') userDetails.phoneNumber = details.phoneNumber;
  return {
    sub: typeof payload.sub === 'string' ? payload.sub : userDetails._id,
    sid: typeof payload.sid === 'string' ? payload.sid : '',
    exp: payload.exp,
    iat: typeof payload.iat === 'number' ? payload.iat : 0,
    userDetails,
  };
}
