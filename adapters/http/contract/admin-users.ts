/**
 * JSON shapes of the back office's user calls (admin-api.md "Users"). Types only: the SPAs import
 * them with `import type`. Never a password hash or a token. Failures: 400 `{field: message}` (also
 * for unknown fields), 404 `{message}` for an unknown user, 409 `{email}` for a taken e-mail,
 * `{isAdmin}`/`{isActive}` for one's own rights, `{message}` for deleting oneself or taking away
 * the last administrator.
 */
import type { AdminList } from './admin.js';
import type { CustomerType } from './admin-orders.js';

/** A user row of the list (and of the realtime `newUser` event). */
export interface AdminUserRow {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  dateCreated: string;
  lastLogin: string | null;
  isAdmin: boolean;
  isActive: boolean;
  registeredUser: boolean;
  sendOffers: boolean;
  orderCount: number;
}

export type UserListFilter = 'newest' | 'oldest' | 'admins' | 'registered' | 'guests' | 'inactive' | 'subscribed';

/** GET /api/admin/getUsers/{page}/{filter}/{query}. */
/**
 * `count` is exact unless `countCapped`: a search counts its matches only up to 1,000 past the start of
 * the page asked for, and then answers that number with `countCapped: true` (the back office shows
 * '1,000+' and keeps Load More).
 */
export type AdminUsersAnswer = AdminList<'users', AdminUserRow> & { countCapped: boolean };

/** An address; `addressType` default is the primary one. */
export interface AdminUserAddress {
  _id: string;
  addressType: 'default' | 'other';
  streetAdress: string;
  suburb: string;
  region: string;
  zipCode: string;
}

/** One of the user's orders, newest first (`total` in CENTS). */
export interface AdminUserOrder {
  _id: string;
  orderid: string;
  created_at: string;
  total: number;
  shippingType: string;
  paymentType: string;
  orderStatus: string;
  trackingNumber: string | null;
  testMode: boolean;
}

/** GET /api/admin/getSingleUser/{id} and the answer of updateSingleUser. */
export interface AdminUser extends AdminUserRow {
  phoneNumber: string | null;
  adress: AdminUserAddress[];
  orders: AdminUserOrder[];
  customerType: CustomerType;
}

/** POST /api/admin/updateSingleUser/{id}: any of these; `adress` is the full list. */
export interface UpdateUserRequest {
  isAdmin?: boolean;
  isActive?: boolean;
  sendOffers?: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
  adress?: (Omit<AdminUserAddress, '_id'> & { _id?: string })[];
}

/** GET (or DELETE) /api/admin/deleteSingleUser/{id} answers `{success: true}`. */
export type { SuccessAnswer as DeleteUserAnswer } from './admin.js';
