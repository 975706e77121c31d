/**
 * JSON shapes of the account calls: sign-in, registration, verification, password reset, the address
 * book and the customer's orders (spec storefront.md §7 and checkout-and-account.md §7). Types only:
 * the SPAs import them with `import type`. A failed call answers 400 with a map of field name to
 * message (`AccountFieldErrors`), 401/403/404 with `{message}`, 429 with `{message}` and Retry-After.
 */
import type { CartLineInput } from './catalog.js';

/** Field name → message, in plain English. */
export type AccountFieldErrors = Record<string, string>;

// ---- Token ----

/** An address in the token's `adress` list (the spec's spelling). `addressType` 'default' marks the default one. */
export interface TokenAddress {
  _id: string;
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  addressType: 'default' | 'other';
}

export interface TokenUserDetails {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  isAdmin: boolean;
  adress: TokenAddress[];
}

/** Payload of the login token (a HS256 JWT). `iat` and `exp` are seconds since the epoch; `sid` is the server session. */
export interface TokenPayload {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
  userDetails: TokenUserDetails;
}

/** Answer of login and of every address-book change: a fresh token to store. */
export interface TokenResponse {
  token: string;
}

export interface SuccessResponse {
  success: true;
}

// ---- Sign-in, registration, verification ----

/**
 * POST /api/users/login. `cart` is the guest cart kept in the browser; with `sync` not false it is
 * merged into the server cart (quantities capped by stock). The client then loads the server cart.
 * An unverified account answers 400 `{ email: '…', unverified: true }` (offer 'Resend verification').
 */
export interface LoginRequest {
  email: string;
  password: string;
  cart?: CartLineInput[];
  sync?: boolean;
}
export type LoginResponse = TokenResponse;

/** 400 body of a login refused because the account is not verified yet. */
export interface UnverifiedLoginError {
  email: string;
  unverified: true;
}

/** POST /api/users/logout (with the token): ends the session. */
export type LogoutResponse = SuccessResponse;

/** POST /api/users/register. `registeredUser` and any other field (isAdmin, isActive…) are ignored. */
export interface RegisterRequest {
  registeredUser?: boolean;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password2: string;
  cart?: CartLineInput[];
}
export interface RegisteredUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
}
export interface RegisterResponse {
  success: true;
  user: RegisteredUser;
}

/** POST /api/users/verify-user (resend the verification mail): the same answer whether or not the account exists. */
export interface ResendVerificationRequest {
  email: string;
}
export type ResendVerificationResponse = SuccessResponse;

/** POST /api/users/verifyaccount/{code} (no body): 404 `{message}` for an unknown or used code. */
export type VerifyAccountResponse = SuccessResponse;

// ---- Password reset ----

/** POST /api/users/reset-password: always the same answer. */
export interface ResetPasswordRequest {
  email: string;
}
export type ResetPasswordResponse = SuccessResponse;

/**
 * POST /api/users/newPassword/{userid}/{code}. 400 with `password1` / `password2` field messages,
 * or with `code` for a used, expired or wrong code (show the red alert with a link to /reset-password).
 */
export interface NewPasswordRequest {
  password1: string;
  password2: string;
}
export type NewPasswordResponse = SuccessResponse;

// ---- Address book (answers: TokenResponse; errors keyed streetAdress, city, region, zipCode, country) ----

/** The signed-in user's id, or the user details from the token; another user's id answers 403. */
export type UserRef = string | { _id: string };

/** POST /api/users/newAddress */
export interface NewAddressRequest {
  user?: UserRef;
  streetAdress: string;
  city: string;
  zipCode: string;
  region?: string;
  country: string;
  addNewAddress?: boolean;
  setAsDefault?: boolean;
}

/** POST /api/users/editAddress. `editAddress` is the address being edited (its country is kept unless `editCountry` is sent). */
export interface EditAddressRequest {
  user?: UserRef;
  editAddressId: string;
  editStreetAdress: string;
  editCity: string;
  editPostcode: string;
  editRegion?: string;
  editCountry?: string;
  editSetAsDefault?: boolean;
  editAddress?: Partial<TokenAddress> | string;
}

/** POST /api/users/deleteAddress. `address` is the address id or the address. */
export interface DeleteAddressRequest {
  user?: UserRef;
  address: string | { _id: string };
}

// ---- Orders of the signed-in customer ----

export interface ProfileOrderProduct {
  productId: string | null;
  productName: string;
  productImage: string;
  productSize: string;
  productQuantity: number;
  /** Dollars. */
  productPrice: number;
}

/** GET /api/orders/getProfileOrders/{userId}: the caller's own orders, newest first. */
export interface ProfileOrder {
  _id: string;
  orderid: string;
  paymentType: string;
  /** A test order (the shop was in test mode): no real payment was taken. */
  testMode: boolean;
  /** ISO 8601 instant. */
  created_at: string;
  /** Cents. */
  total: number;
  orderStatus: string;
  shippingDate: string | null;
  trackingNumber: string | null;
  /** Dollars. */
  shippingFee: number;
  shippingType: string;
  coupon: { code: string; amount: number; isPercent: boolean } | null;
  products: ProfileOrderProduct[];
}
export type ProfileOrdersResponse = ProfileOrder[];
