import type { AdminRightsRefusal } from '../../domain/admin-rights.js';
import type { CustomerTier } from '../../domain/customer-tier.js';
import type { Result } from '../../domain/result.js';
import type { UserRepository } from '../accounts/ports.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The back office's users: the list with its filters and search, one user with their addresses and
// orders, editing (rights, activity, mailing list, names, e-mail, addresses) and deleting. The
// accounts module owns sign-in and sessions; this module ends a user's sessions through the accounts
// repository port, in the same transaction as the change that takes access away.

export const USER_FILTERS = ['newest', 'oldest', 'admins', 'registered', 'guests', 'inactive', 'subscribed'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** A user row of the back office's list (admin-api.md "Details settled"). */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  dateCreated: Date;
  lastLogin: Date | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  /** Their orders in sight (not deleted). */
  orderCount: number;
}

/** An address as the back office edits it; `suburb` is the address book's city. */
export interface AdminAddress {
  id: string;
  addressType: 'default' | 'other';
  streetAdress: string;
  suburb: string;
  region: string;
  zipCode: string;
}

/** An address sent to be saved: without an id it is new. */
export type AddressChange = Omit<AdminAddress, 'id'> & { id?: string | undefined };

/** One of the user's orders, newest first. */
export interface UserOrderRow {
  id: string;
  orderid: string;
  createdAt: Date;
  totalCents: number;
  shippingType: string;
  paymentType: string;
  orderStatus: string;
  trackingNumber: string | null;
  testMode: boolean;
}

export interface AdminUserRecord extends AdminUserRow {
  phoneNumber: string | null;
  adress: AdminAddress[];
}

export interface AdminUserDetail extends AdminUserRecord {
  orders: UserOrderRow[];
  customerType: CustomerTier;
}

/** Reads of the back office (pool-bound). */
export interface AdminUserReader {
  /** A searched list's `count` is capped (`countCapped`) past `COUNT_CAP` rows beyond the window's start (domain/pagination). */
  list(filter: UserFilter, query: string | null, window: { offset: number; limit: number }): Promise<{ rows: AdminUserRow[]; count: number; countCapped: boolean }>;
  find(id: string): Promise<AdminUserRecord | undefined>;
  ordersOf(id: string): Promise<UserOrderRow[]>;
}

export interface UserFieldsChange {
  isAdmin?: boolean;
  isActive?: boolean;
  sendOffers?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** The back office's writes to users, in a unit of work. */
export interface AdminUserRepository {
  /** Serialises changes to administrators' rights (so two administrators cannot demote each other at once). */
  lockAdministrators(): Promise<void>;
  countActiveAdministrators(): Promise<number>;
  /** The user, row locked until the transaction ends. */
  findForUpdate(id: string): Promise<AdminUserRecord | undefined>;
  /** Whether another registered account has this e-mail (any case). */
  emailTakenByOther(id: string, email: string): Promise<boolean>;
  /** 'email_taken' when the registered e-mail index refuses it (a concurrent change). */
  update(id: string, change: UserFieldsChange): Promise<'updated' | 'email_taken'>;
  /** Replaces the address list: updates those with a known id, adds those without, removes the rest. 'unknown_address' for an id not theirs. */
  replaceAddresses(id: string, addresses: readonly AddressChange[], newId: () => string): Promise<'saved' | 'unknown_address'>;
  /** Removes the account (its sessions and addresses with it); their orders stay, without the link. */
  delete(id: string): Promise<void>;
}

export interface UserStores extends AuditStores {
  adminUsers: AdminUserRepository;
  /** The accounts repository: ends sessions in the same transaction. */
  users: Pick<UserRepository, 'revokeSessions'>;
}

/** The audited fields of a user, as the API names them. */
export const userSnapshot = (u: AdminUserRecord) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  isAdmin: u.isAdmin,
  isActive: u.isActive,
  sendOffers: u.sendOffers,
  adress: u.adress.map((a) => ({ _id: a.id, addressType: a.addressType, streetAdress: a.streetAdress, suburb: a.suburb, region: a.region, zipCode: a.zipCode })),
});

export type UnknownUser = 'unknown_user';
export type UpdateUserFailure = UnknownUser | AdminRightsRefusal | 'email_taken' | 'unknown_address';
export type DeleteUserFailure = UnknownUser | AdminRightsRefusal;

export interface UpdateUserInput extends UserFieldsChange {
  actor: Actor;
  id: string;
  adress?: AddressChange[];
}

export type UpdateUser = (input: UpdateUserInput) => Promise<Result<AdminUserRecord, UpdateUserFailure>>;
export type DeleteUser = (input: { actor: Actor; id: string }) => Promise<Result<{ success: true }, DeleteUserFailure>>;
