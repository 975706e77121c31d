import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageTitle } from '../brand';
import { showsSummaryCards } from '../dashboard/summary-paths';
import { SummaryCards } from '../dashboard/SummaryCards';
import { adminPageTitle } from '../routeTitles';
import { useStores } from '../stores/StoreContext';
import { AdminHeader } from './AdminHeader';
import { Drawer } from './Drawer';
import { SideMenu } from './SideMenu';

export function AdminLoading() {
  return (
    <div className="adm-loading" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      <span className="adm-visually-hidden">Loading…</span>
    </div>
  );
}

export const AdminLayout = observer(function AdminLayout() {
  const root = useStores();
  const { ui } = root;
  const { pathname } = useLocation();
  const title = adminPageTitle(pathname);

  useEffect(() => {
    ui.closeAll();
    root.enforceAdminAccess();
  }, [pathname, root, ui]);

  useEffect(() => root.realtime.follow(), [root]);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  return (
    <div className="adm-app">
      <a className="adm-skip-link" href="#adm-main">
        Skip to content
      </a>
      <aside className="adm-sidebar">
        <SideMenu />
      </aside>
      <Drawer id="adm-side-drawer" title="Menu" side="left" open={ui.sideMenuOpen} onClose={ui.closeSideMenu}>
        <SideMenu onNavigate={ui.closeSideMenu} />
      </Drawer>
      <div className="adm-content">
        <AdminHeader title={title} />
        <main id="adm-main" className="adm-main" tabIndex={-1}>
          {showsSummaryCards(pathname) && <SummaryCards />}
          <Suspense fallback={<AdminLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
});
