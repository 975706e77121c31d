/**
 * Wire shapes of the account calls: sign-in, registration, verification, password reset, and the address
 * book (spec storefront.md §7 and checkout-and-account.md §7). Answers are zod schemas (the routes'
 * `answer`) with their inferred types; the SPAs import the types with `import type`. A failed call
 * answers 400 with a map of field name to message (`AccountFieldErrors`), 401/403/404 with `{message}`,
 * 429 with `{message}` and Retry-After.
 */
import { z } from 'zod';
import type { CartLineInput } from './cart.js';

/** Field name → message, in plain English. */
export type AccountFieldErrors = Record<string, string>;

// ---- Token ----

/** An address in the token's `adress` list (the spec's spelling). `addressType` 'default' marks the default one. */
export const tokenAddress = z.object({
  _id: z.string(),
  streetAdress: z.string(),
  city: z.string(),
  region: z.string(),
  zipCode: z.string(),
  country: z.string(),
  addressType: z.enum(['default', 'other']),
});
export type TokenAddress = z.infer<typeof tokenAddress>;

export const tokenUserDetails = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  adress: z.array(tokenAddress),
});
export type TokenUserDetails = z.infer<typeof tokenUserDetails>;

/** Payload of the login token (a HS256 JWT). `iat` and `exp` are seconds since the epoch; `sid` is the server session. */
export const tokenPayload = z.object({ sub: z.string(), sid: z.string(), iat: z.number(), exp: z.number(), userDetails: tokenUserDetails });
export type TokenPayload = z.infer<typeof tokenPayload>;

/** Answer of login and of every address-book change: a fresh token to store. */
export const tokenAnswer = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenAnswer>;

/** The answer of a call that has nothing else to say. */
export const successAnswer = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successAnswer>;

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
export const registerAnswer = z.object({
  success: z.literal(true),
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type RegisterResponse = z.infer<typeof registerAnswer>;
export type RegisteredUser = RegisterResponse['user'];

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
