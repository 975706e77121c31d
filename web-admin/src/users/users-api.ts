import type { SuccessAnswer } from '../../../adapters/http/contract/admin.js';
import type { AdminUser, AdminUsersAnswer, UpdateUserRequest } from '../../../adapters/http/contract/admin-users.js';
import type { ApiClient, RequestOptions } from '../../../web-shared/api/client';
import { adminPath } from '../api/paths';

export type { AdminUser, AdminUserAddress, AdminUserRow, UpdateUserRequest } from '../../../adapters/http/contract/admin-users.js';

export interface UserFilters {
  readonly [key: string]: string;
  filter: 'newest' | 'oldest' | 'admins' | 'registered' | 'guests' | 'inactive' | 'subscribed';
  query: string;
}

export const USER_FILTER_DEFAULTS: UserFilters = { filter: 'newest', query: '' };
export const USER_FILTER_CHOICES = { filter: ['newest', 'oldest', 'admins', 'registered', 'guests', 'inactive', 'subscribed'] } as const;

/** The user page's path: `/adminpanel/users/First-Last/{id}`. */
export const userPagePath = (u: { _id: string; firstName: string; lastName: string }): string =>
  `/adminpanel/users/${encodeURIComponent(`${u.firstName}-${u.lastName}`.replace(/\s+/g, '-') || 'user')}/${u._id}`;

/** The back office's user calls. */
export class UsersApi {
  readonly #api: ApiClient;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  list(page: number, f: UserFilters, options: RequestOptions = {}): Promise<AdminUsersAnswer> {
    return this.#api.get<AdminUsersAnswer>(adminPath('getUsers', page, f.filter, f.query), options);
  }

  get(id: string, options: RequestOptions = {}): Promise<AdminUser> {
    return this.#api.get<AdminUser>(adminPath('getSingleUser', id), options);
  }

  update(id: string, change: UpdateUserRequest): Promise<AdminUser> {
    return this.#api.post<AdminUser>(adminPath('updateSingleUser', id), change);
  }

  delete(id: string): Promise<SuccessAnswer> {
    return this.#api.get<SuccessAnswer>(adminPath('deleteSingleUser', id));
  }
}
