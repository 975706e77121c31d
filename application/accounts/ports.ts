import type { AddressInput } from '../../domain/address.js';
import type { OrderStatus } from '../../domain/order-status.js';
import type { Result } from '../../domain/result.js';
import type { ShippingType } from '../../domain/shipping-types.js';

/** The account repositories: bound to the pool for reads, or to one unit of work for changes. */
export interface AccountStores {
  users: UserRepository;
  sessions: SessionRepository;
  resets: PasswordResetRepository;
  addresses: AddressRepository;
}

export interface UserRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  passwordHash: string | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  dateCreated: Date;
  lastLogin: Date | null;
  /** Digest of the pending verification code; set until the account is verified (absent means none). */
  verificationCodeHash?: string | null;
}

/** What registration writes over a guest record with the same e-mail (or into a new account). */
export interface RegistrationChange {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  verificationCodeHash: string;
}

/** Stored user accounts (registered customers, administrators and guest records). */
export interface UserRepository {
  /** Inside a transaction: waits until no other transaction is changing accounts of this e-mail (two registrations at once). */
  lockEmail(email: string): Promise<void>;
  findRegisteredByEmail(email: string): Promise<UserRecord | undefined>;
  findById(id: string): Promise<UserRecord | undefined>;
  /** The newest guest (unregistered) record with this e-mail, if any. */
  findGuestByEmail(email: string): Promise<UserRecord | undefined>;
  /** Turns a guest record into a registered, not yet verified account. */
  upgradeGuest(id: string, change: RegistrationChange): Promise<void>;
  /** Replaces the pending verification code (only for an account still waiting for verification). */
  setVerificationCodeHash(id: string, codeHash: string): Promise<void>;
  /** Activates the account waiting for this code and forgets the code; the user id, or undefined. */
  verifyByCodeHash(codeHash: string): Promise<string | undefined>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
  countAdministrators(): Promise<number>;
  insert(user: UserRecord): Promise<void>;
  /** Sets a new password hash and admin/active flags in one step. */
  updateCredentials(id: string, change: { passwordHash: string; isAdmin: boolean; isActive: boolean }): Promise<void>;
  /** Ends every session of the user at once. */
  revokeSessions(userId: string): Promise<void>;
}

/** A server-side sign-in session; the token names it (`sid`) and is only good while it is live. */
export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  /** Last recorded activity (written at most every few minutes). */
  lastSeenAt: Date;
}

/** Who a live session belongs to, as the user is now (not as the token says). */
export interface LiveSession {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
}

export interface SessionRepository {
  insert(session: SessionRecord): Promise<void>;
  /** The session when it is not revoked, not expired at `now`, and its user is active. */
  findLive(sessionId: string, now: Date): Promise<LiveSession | undefined>;
  revoke(sessionId: string, at: Date): Promise<void>;
  /** Records activity on the session at `at` (never moves it back). */
  recordActivity(sessionId: string, at: Date): Promise<void>;
  /** Ends every session of the user (logout everywhere, password reset, deactivation, admin rights changed). */
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}

/** An address as the token carries it (the spec's spelling `streetAdress`, `adress`). */
/** What a login token says: whose session it is, from when until when, and the user's details as they are now. */
export interface TokenClaims {
  sessionId: string;
  issuedAt: Date;
  /** The session's end: the token expires with it. */
  expiresAt: Date;
  user: Pick<UserRecord, 'id' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'isAdmin'>;
  addresses: AddressRecord[];
}

/** Signs login tokens (a HS256 JWT in production). */
export interface TokenIssuer {
  issue(claims: TokenClaims): Promise<string>;
}

/**
 * One-way digest of verification and reset codes (SHA-256 in production), so the database never
 * holds a usable code and a code can still be looked up by its digest.
 */
export interface CodeDigest {
  digest(code: string): string;
}

/** A single-use password-reset code, stored only as its digest. */
export interface PasswordResetRecord {
  id: string;
  userId: string;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface PasswordResetRepository {
  insert(reset: PasswordResetRecord): Promise<void>;
  /** The unused, unexpired reset of this user with this code digest. */
  findUsable(userId: string, codeHash: string, now: Date): Promise<PasswordResetRecord | undefined>;
  /** Marks it used unless already used; false when another request used it first. */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** Ends every outstanding (unused) reset code of the user, so no older link works any more. */
  endOutstanding(userId: string, at: Date): Promise<void>;
}

/** An address-book entry of a registered user. */
export interface AddressRecord {
  id: string;
  userId: string;
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
  createdAt: Date;
}

export interface AddressRepository {
  /** The user's addresses, default first, then oldest first. */
  listForUser(userId: string): Promise<AddressRecord[]>;
  /** The address when it belongs to this user. */
  findForUser(userId: string, addressId: string): Promise<AddressRecord | undefined>;
  insert(address: AddressRecord): Promise<void>;
  update(address: AddressRecord): Promise<void>;
  delete(userId: string, addressId: string): Promise<void>;
  /** Makes this address the user's only default one. */
  makeDefault(userId: string, addressId: string): Promise<void>;
}

/** One-way password hashing (argon2id in production; a fast fake in use-case tests). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

// ---- What the accounts module offers the other modules ----

/** The signed-in caller of an address-book change; `userRef` is the user id the client sent, if any. */
export interface AddressCaller {
  userId: string;
  sessionId: string;
  userRef?: string;
}

export interface AddAddressInput extends AddressCaller, AddressInput {
  setAsDefault?: boolean;
}

/** Adds an address to the caller's book and answers a fresh token (checkout's first step uses it too). */
export type AddAddress = (input: AddAddressInput) => Promise<Result<{ token: string }>>;

/** Ends every session of a user at once: the back office does it when it deactivates, deletes or demotes someone. */
export type EndUserSessions = (input: { userId: string }) => Promise<Result<void>>;

/** Creates the administrator with this e-mail, or resets that account's password and rights (start-up, `npm run admin:create`). */
export type EnsureAdministrator = (input: { email: string; password: string }) => Promise<Result<{ created: boolean; userId: string }>>;

/** Whether a session is still an administrator's live one, read without counting as activity (for long-lived streams). */
export type AdminSessionLive = (session: { sessionId: string; userId: string }) => Promise<boolean>;

// ---- The customer's data rights: a copy of their data, and erasure ----

/** One order line as the export gives it. */
export interface ExportedOrderLine {
  productName: string;
  productSize: string;
  quantity: number;
  unitPriceCents: number;
}

/** One of the customer's orders as the export gives it: as stored, with its lines. */
export interface ExportedOrder {
  orderid: string;
  createdAt: Date;
  orderStatus: OrderStatus;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  message: string;
  shippingType: ShippingType;
  paymentType: 'stripe' | 'paypal';
  subtotalCents: number;
  shippingFeeCents: number;
  discountCents: number;
  donationCents: number;
  totalCents: number;
  gstCents: number;
  trackingNumber: string | null;
  lines: ExportedOrderLine[];
}

export interface ExportedReview {
  productName: string;
  rating: number;
  review: string;
  firstName: string;
  lastName: string;
  published: boolean;
  lastUpdated: Date;
}

/** Everything the shop holds about one customer (the data export). */
export interface CustomerData {
  profile: Pick<UserRecord, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'sendOffers' | 'dateCreated' | 'lastLogin'>;
  addresses: AddressRecord[];
  /** The account's orders and those placed as a guest with the account's (verified) e-mail. */
  orders: ExportedOrder[];
  reviews: ExportedReview[];
  /** Ratings and words sent through the feedback form with the account's e-mail. */
  feedback: ExportedFeedback[];
  /** Stockist enquiries sent with the account's e-mail. */
  stockistInquiries: ExportedStockistInquiry[];
}

export interface ExportedFeedback {
  stars: number;
  feedback: string;
  createdAt: Date;
}

export interface ExportedStockistInquiry {
  fullName: string;
  email: string;
  phoneNumber: string;
  businessName: string;
  abn: string;
  category: string;
  website: string;
  instagram: string;
  facebook: string;
  message: string;
  createdAt: Date;
}

/** A review removed with its author's account. */
export interface ErasedReview {
  reviewId: string;
  productId: string;
  published: boolean;
}

/** The customer's personal data across the shop's tables (the only place that knows where it all is). */
export interface PersonalDataRepository {
  /** The customer's data, only theirs: profile, address book, orders with lines, reviews. */
  collect(userId: string): Promise<CustomerData | undefined>;
  /**
   * Erases the account: its sessions, reset codes, address book, cart, reviews and newsletter
   * subscription go, the user row is deleted (so the e-mail can register again), and its orders
   * stay with only what tax records need (ADR 080). So do the guest rows and guest orders of the
   * account's e-mail, the finished checkout attempts behind them, the feedback and stockist enquiries
   * sent with the e-mail, and the account's snapshots in the audit log (ADR 085). The reviews removed, or undefined when the user
   * no longer exists.
   */
  erase(userId: string): Promise<ErasedReview[] | undefined>;
}
