import type { AdminUserRow } from './users-api';

/** A user's badges (admin.md §4): Guest User, Active or Not Active, Admin, and whether marketing e-mails are accepted. */
export function UserBadges({ user }: { user: Pick<AdminUserRow, 'isAdmin' | 'isActive' | 'registeredUser' | 'sendOffers'> }) {
  return (
    <span className="adm-badges">
      {!user.registeredUser && !user.isAdmin && <span className="adm-badge adm-badge--info">Guest User</span>}
      {user.isActive ? <span className="adm-badge adm-badge--success">Active</span> : <span className="adm-badge adm-badge--danger">Not Active</span>}
      {user.isAdmin && <span className="adm-badge adm-badge--warning">Admin</span>}
      {user.sendOffers ? <span className="adm-badge adm-badge--success">Marketing e-mails accepted</span> : <span className="adm-badge adm-badge--info">Marketing e-mails not accepted</span>}
    </span>
  );
}
