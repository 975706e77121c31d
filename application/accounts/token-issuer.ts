/** An address as the token carries it (the spec's spelling `streetAdress`, `adress`). */
export interface TokenAddress {
  _id: string;
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  addressType: 'default' | 'other';
}

export interface TokenClaims {
  sub: string;
  sid: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  userDetails: {
    _id: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    isAdmin: boolean;
    adress: TokenAddress[];
  };
}

/** Signs login tokens (a HS256 JWT in production). */
export interface TokenIssuer {
  issue(claims: TokenClaims): Promise<string>;
}
