import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '../stores/StoreContext';

const RECHECK_MS = 30_000;

/** Renders the back office only for a live administrator; everyone else goes to /login. */
export const AdminGuard = observer(function AdminGuard({ children }: { children: ReactNode }) {
  const root = useStores();
  const allowed = root.canSeeAdmin();

  useEffect(() => {
    if (!allowed) root.enforceAdminAccess();
  }, [allowed, root]);

  useEffect(() => {
    const timer = setInterval(() => root.enforceAdminAccess(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [root]);

  if (!allowed) {
    return (
      <p className="adm-redirecting" role="status">
        Redirecting to login…
      </p>
    );
  }
  return <>{children}</>;
});
