import type { AdminAddress, AdminUserRecord, AdminUserRow, UserFilter } from '../../../application/users/ports.js';

/** What the search matches; the same expression as the trigram index `users_admin_search_idx`. */
export const USER_SEARCH_TEXT = `lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`;

/** Each filter's condition (admin-api.md "Users"); `inactive` is a registered account not (yet) active. */
export const FILTER_SQL: Readonly<Record<UserFilter, string>> = {
  newest: 'true',
  oldest: 'true',
  admins: 'u.is_admin',
  registered: 'u.registered_user',
  guests: 'NOT u.registered_user AND NOT u.is_admin',
  inactive: 'u.registered_user AND NOT u.is_active',
  subscribed: 'u.send_offers',
};

/**
 * The number of users matching a filter (no search), from the counters the `user_counts` triggers keep:
 * that table has the flag columns `FILTER_SQL` reads, so the same condition picks its rows.
 */
export const countedUsersSql = (filter: UserFilter): string => `SELECT COALESCE(sum(u.n), 0)::int AS n FROM user_counts u WHERE ${FILTER_SQL[filter]}`;

export const USER_COLUMNS = `u.id, u.first_name, u.last_name, u.email, u.phone_number, u.date_created, u.last_login, u.is_admin, u.is_active, u.registered_user, u.send_offers,
  (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND NOT o.is_deleted) AS order_count`;

export interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  date_created: Date;
  last_login: Date | null;
  is_admin: boolean;
  is_active: boolean;
  registered_user: boolean;
  send_offers: boolean;
  order_count: number;
}

export const toUserRow = (r: UserRow): AdminUserRow => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  dateCreated: r.date_created,
  lastLogin: r.last_login,
  isAdmin: r.is_admin,
  isActive: r.is_active,
  registeredUser: r.registered_user,
  sendOffers: r.send_offers,
  orderCount: r.order_count,
});

export interface AddressRow {
  id: string;
  street_adress: string;
  city: string;
  region: string;
  zip_code: string;
  is_default: boolean;
}

export const ADDRESS_SQL = 'SELECT id, street_adress, city, region, zip_code, is_default FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id';

export const toAddress = (a: AddressRow): AdminAddress => ({
  id: a.id,
  addressType: a.is_default ? 'default' : 'other',
  streetAdress: a.street_adress,
  suburb: a.city,
  region: a.region,
  zipCode: a.zip_code,
});

export const toUserRecord = (r: UserRow, addresses: AddressRow[]): AdminUserRecord => ({ ...toUserRow(r), phoneNumber: r.phone_number, adress: addresses.map(toAddress) });
