import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AdminDate } from '../components/badges';
import { ListState } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { useQueryFilters } from '../components/useQueryFilters';
import { useStores } from '../stores/StoreContext';
import { UserBadges } from './UserBadges';
import { USER_FILTER_CHOICES, USER_FILTER_DEFAULTS, userPagePath, type UserFilters } from './users-api';
import { NO_USERS, USERS_LOADING } from './UsersStore';

const FILTER_LABELS: Record<UserFilters['filter'], string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  admins: 'Administrators',
  registered: 'Registered',
  guests: 'Guests',
  inactive: 'Not active',
  subscribed: 'Mailing list',
};

/** /adminpanel/users: free-text search, the filter, Load More; filter and query in the query string. */
const UsersPage = observer(function UsersPage() {
  const { users: store } = useStores();
  const [filters, setFilters] = useQueryFilters<UserFilters>(USER_FILTER_DEFAULTS, USER_FILTER_CHOICES);
  const [typed, setTyped] = useState(filters.query);
  const { list } = store;

  useEffect(() => {
    void list.show(filters);
    setTyped(filters.query);
  }, [list, filters]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...filters, query: typed.trim() });
  };

  return (
    <section className="adm-page" aria-label="Users">
      <form className="adm-toolbar" role="search" onSubmit={search}>
        <label className="adm-field adm-field--inline">
          <span className="adm-visually-hidden">Search users</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Name or e-mail" />
        </label>
        <button type="submit" className="adm-btn">
          Search
        </button>
        <label className="adm-field adm-field--inline">
          <span>Show</span>
          <select value={filters.filter} onChange={(e) => setFilters({ ...filters, filter: e.target.value as UserFilters['filter'] })}>
            {USER_FILTER_CHOICES.filter.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.loaded && <p className="adm-count">{`${list.countText} ${list.count === 1 && !list.countCapped ? 'user' : 'users'}`}</p>}
      <ListState list={list} loadingText={USERS_LOADING} emptyText={NO_USERS} onRetry={() => void list.reload()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">Users</caption>
              <thead>
                <tr>
                  {['Name', 'E-mail', 'Joined', 'Last sign-in', 'Orders', 'Status'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.items.map((u) => (
                  <tr key={u._id}>
                    <th scope="row">
                      <Link to={userPagePath(u)}>{`${u.firstName} ${u.lastName}`.trim() || u.email}</Link>
                    </th>
                    <td>{u.email}</td>
                    <td>
                      <AdminDate value={u.dateCreated} />
                    </td>
                    <td>{u.lastLogin ? <AdminDate value={u.lastLogin} /> : '—'}</td>
                    <td>{u.orderCount}</td>
                    <td>
                      <UserBadges user={u} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
      <LoadMore list={list} />
    </section>
  );
});

export default UsersPage;
