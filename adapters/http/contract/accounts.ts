/**
 * Wire shapes of the account calls: sign-in, registration, verification, password reset, and the address
 * book (spec storefront.md §7 and checkout-and-account.md §7). Answers are zod schemas (the routes'
 * `answer`) with their inferred types; the SPAs import the types with `import type`. A failed call
 * answers 400 with a map of field name to message (`AccountFieldErrors`), 401/403/404 with `{message}`,
 * 429 with `{message}` and Retry-After.
 */
import { z } from 'zod';
import { isRecordId } from '../../../domain/record-id.js';
import type { CartLine as StockCartLine } from '../../../domain/stock.js';
import { recordRef, userRef } from '../id-schemas.js';
import { orderStatus, paymentType, shippingType } from './orders.js';

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

// ---- Request fields ----

/** A text field whose absence the use case reports in its own words ('Required field'). */
export const text = (max = 500) => z.string({ error: 'Please enter text.' }).max(max, `Please use at most ${max} characters.`).optional().default('');

const email = z.string({ error: 'Required field' }).trim().min(1, 'Required field').max(254, 'Please enter a valid email address.');

/** An address of the address book, given by its id or as the address itself. */
export const addressRef = recordRef('Address', 'Please choose an address.');

const guestCartLine = z.object({
  product: z.union([z.string(), z.object({ _id: z.string() })]),
  variant: z.string().nullable().optional(),
  quantity: z.number(),
});

/**
 * The guest cart sent at login, as the browser kept it. Lines that are malformed or name no product
 * of ours are dropped rather than refused: a stale local cart must never stop a sign-in.
 */
export const guestCart = z
  .array(z.unknown())
  .max(200, 'The cart has too many lines.')
  .optional()
  .transform((lines): StockCartLine[] =>
    (lines ?? []).flatMap((raw) => {
      const p = guestCartLine.safeParse(raw);
      if (!p.success) return [];
      const productId = typeof p.data.product === 'string' ? p.data.product : p.data.product._id;
      const q = p.data.quantity;
      if (!isRecordId(productId) || !Number.isSafeInteger(q) || q < 1 || q > 1000) return [];
      const variant = p.data.variant;
      return [{ productId: productId.toLowerCase(), variantId: isRecordId(variant) ? variant.toLowerCase() : null, quantity: q }];
    }),
  );

// ---- Sign-in, registration, verification ----

/**
 * POST /api/users/login. `cart` is the guest cart kept in the browser; with `sync` not false it is
 * merged into the server cart (quantities capped by stock). The client then loads the server cart.
 * An unverified account answers 400 `{ email: '…', unverified: true }` (offer 'Resend verification').
 */
export const loginBody = z.object({
  email,
  password: z.string({ error: 'Required field' }).min(1, 'Required field').max(1024, 'Password is too long.'),
  cart: guestCart,
  sync: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginBody>;
export type LoginResponse = TokenResponse;

/** 400 body of a login refused because the account is not verified yet. */
export interface UnverifiedLoginError {
  email: string;
  unverified: true;
}

/** POST /api/users/logout (with the token): ends the session. */
export type LogoutResponse = SuccessResponse;

/** POST /api/users/register. `registeredUser` (the spec's clients send true) and any other field (isAdmin, isActive…) are ignored. */
export const registerBody = z.object({
  registeredUser: z.unknown().optional().describe('Ignored'),
  firstName: text(),
  lastName: text(),
  email: text(254),
  password: text(1024),
  password2: text(1024),
});
export type RegisterRequest = z.input<typeof registerBody>;
export const registerAnswer = z.object({
  success: z.literal(true),
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type RegisterResponse = z.infer<typeof registerAnswer>;
export type RegisteredUser = RegisterResponse['user'];

/** POST /api/users/verify-user (resend the verification mail) and /api/users/reset-password: the same answer whether or not the account exists. */
export const emailBody = z.object({ email });
export type ResendVerificationRequest = z.input<typeof emailBody>;
export type ResendVerificationResponse = SuccessResponse;

/** POST /api/users/verifyaccount/{code} (no body): 404 `{message}` for an unknown or used code. */
export type VerifyAccountResponse = SuccessResponse;

// ---- Password reset ----

/** POST /api/users/reset-password: always the same answer. */
export type ResetPasswordRequest = z.input<typeof emailBody>;
export type ResetPasswordResponse = SuccessResponse;

/**
 * POST /api/users/newPassword/{userid}/{code}. 400 with `password1` / `password2` field messages,
 * or with `code` for a used, expired or wrong code (show the red alert with a link to /reset-password).
 */
export const newPasswordBody = z.object({ password1: text(1024), password2: text(1024) });
export type NewPasswordRequest = z.input<typeof newPasswordBody>;
export type NewPasswordResponse = SuccessResponse;

// ---- Address book (answers: TokenResponse; errors keyed streetAdress, city, region, zipCode, country) ----

/** The signed-in user's id, or the user details from the token; another user's id answers 403. */
export type UserRef = z.input<typeof userRef>;

/** POST /api/users/newAddress */
export const newAddressBody = z.object({
  user: userRef,
  streetAdress: text(),
  city: text(),
  zipCode: text(20),
  region: text(),
  country: text(100),
  addNewAddress: z.boolean().optional(),
  setAsDefault: z.boolean().optional(),
});
export type NewAddressRequest = z.input<typeof newAddressBody>;

/** POST /api/users/editAddress. `editAddress` is the address being edited (its country is kept unless `editCountry` is sent). */
export const editAddressBody = z.object({
  user: userRef,
  editAddressId: addressRef,
  editStreetAdress: text(),
  editCity: text(),
  editPostcode: text(20),
  editRegion: text(),
  editCountry: z.string().max(100).optional(),
  editSetAsDefault: z.boolean().optional(),
  editAddress: z.union([z.string().max(200), z.object({ country: z.string().max(100).optional() }).loose()]).optional(),
});
export type EditAddressRequest = z.input<typeof editAddressBody>;

/** POST /api/users/deleteAddress. `address` is the address id or the address. */
export const deleteAddressBody = z.object({ user: userRef, address: addressRef });
export type DeleteAddressRequest = z.input<typeof deleteAddressBody>;

// ---- Data rights ----

const exportedAddress = z.object({
  _id: z.string(),
  streetAdress: z.string(),
  city: z.string(),
  region: z.string(),
  zipCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});

/** An order of the export as stored; amounts in cents, as their names say. */
const exportedOrder = z.object({
  orderid: z.string(),
  createdAt: z.string(),
  orderStatus,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
  message: z.string(),
  shippingType,
  paymentType,
  subtotalCents: z.number().int(),
  shippingFeeCents: z.number().int(),
  discountCents: z.number().int(),
  donationCents: z.number().int(),
  totalCents: z.number().int(),
  gstCents: z.number().int(),
  trackingNumber: z.string().nullable(),
  lines: z.array(z.object({ productName: z.string(), productSize: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
});

/** GET /api/users/data-export: everything the shop holds about the signed-in customer, sent as a JSON file. */
export const dataExportAnswer = z.object({
  exportedAt: z.string(),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    sendOffers: z.boolean(),
    dateCreated: z.string(),
    lastLogin: z.string().nullable(),
  }),
  addresses: z.array(exportedAddress),
  orders: z.array(exportedOrder),
  reviews: z.array(z.object({ productName: z.string(), rating: z.number().int(), review: z.string(), firstName: z.string(), lastName: z.string(), published: z.boolean(), lastUpdated: z.string() })),
  feedback: z.array(z.object({ stars: z.number().int(), feedback: z.string(), createdAt: z.string() })),
  stockistInquiries: z.array(
    z.object({
      fullName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      businessName: z.string(),
      abn: z.string(),
      category: z.string(),
      website: z.string(),
      instagram: z.string(),
      facebook: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type DataExportResponse = z.infer<typeof dataExportAnswer>;

/** POST /api/users/delete-account: the current password again. 400 `{password}` when it is wrong. */
export const deleteAccountBody = z.object({ password: z.string({ error: 'Required field' }).min(1, 'Required field').max(1024, 'Password is too long.') });
export type DeleteAccountRequest = z.infer<typeof deleteAccountBody>;
