import { makeAutoObservable } from 'mobx';
import { PagedList } from '../stores/PagedList';
import { UserDetailStore } from './UserDetailStore';
import { USER_FILTER_DEFAULTS, type AdminUserRow, type UserFilters, type UsersApi } from './users-api';

export const USERS_LOADING = 'Please wait. Users are being fetched.';
export const NO_USERS = 'No users found.';

/** The users area: the list (filter and query from the query string, Load More) and the user being looked at. */
export class UsersStore {
  readonly list: PagedList<AdminUserRow, UserFilters>;
  readonly detail: UserDetailStore;

  constructor(api: UsersApi) {
    this.list = new PagedList<AdminUserRow, UserFilters>(async (page, filters, signal) => {
      const answer = await api.list(page, filters, { signal });
      return { items: answer.users, count: answer.count, countCapped: answer.countCapped };
    }, USER_FILTER_DEFAULTS);
    this.detail = new UserDetailStore(api);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** A new-user event: replaces the matching user in the list, or puts the new one first. */
  receiveUser(user: AdminUserRow): void {
    if (this.list.items.some((u) => u._id === user._id)) this.list.replace((u) => u._id === user._id, user);
    else this.list.prepend(user);
  }
}
