import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';

/** The back office is another app: reach it with a full page load. */
export function goToAdminPanel(): void {
  window.location.assign('/adminpanel');
}

/** Customer pages: signed-in non-admin users pass, administrators go to /adminpanel, everyone else to /login. */
export const CustomerGuard = observer(function CustomerGuard({ children }: { children: ReactNode }) {
  const { session } = useStores();
  const live = session.isLoggedIn && session.isLive();
  const admin = live && session.isAdmin;
  useEffect(() => {
    if (admin) goToAdminPanel();
  }, [admin]);
  if (!live) return <Navigate to="/login" replace />;
  if (admin) return null;
  return <>{children}</>;
});
