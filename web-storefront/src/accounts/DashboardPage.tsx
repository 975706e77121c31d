import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CustomerGuard } from './CustomerGuard';
import { DataRightsPanel } from './DataRightsPanel';
import { OrderTable } from '../orders/OrderTable';
import './account.css';
import { PageLoading } from '../components/Layout';
import { PageShell } from '../components/PageShell';
import { useStores } from '../stores/StoreContext';

const Dashboard = observer(function Dashboard() {
  const { session, account } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = session.user;
  const page = params.get('page');

  useEffect(() => {
    void account.loadOrders();
  }, [account]);
  useEffect(() => {
    account.setOrderPage(Number(page ?? '1') || 1);
  }, [account, page, account.orders]);

  const logout = async () => {
    await account.logout();
    navigate('/login');
  };
  if (!user) return null;
  const defaultAddress = user.adress.find((a) => a.addressType === 'default');
  const p = account.ordersPage;
  return (
    <PageShell title="My Account" className="sf-dashboard">
      <p>
        Hello {user.firstName}.{' '}
        <button type="button" className="sf-link-btn" onClick={() => void logout()}>
          Logout
        </button>
      </p>
      <section aria-labelledby="order-history" className="sf-dashboard__section">
        <h2 id="order-history">Order History</h2>
        {account.ordersLoading ? (
          <PageLoading />
        ) : account.ordersError ? (
          <p role="alert">We could not load your orders. Please try again later.</p>
        ) : (
          <OrderTable
            orders={account.visibleOrders}
            totalCount={account.orders.length}
            page={p.page}
            pageCount={p.pageCount}
            showPagination={account.showOrderPagination}
            hrefFor={(n) => `/dashboard?page=${n}`}
          />
        )}
      </section>
      <section aria-labelledby="account-details" className="sf-dashboard__section">
        <h2 id="account-details">Account Details</h2>
        <p className="sf-dashboard__name">
          {user.firstName} {user.lastName}
        </p>
        <p>{user.email}</p>
        {defaultAddress ? (
          <address className="sf-dashboard__address">
            {defaultAddress.streetAdress}
            <br />
            {[defaultAddress.city, defaultAddress.region, defaultAddress.zipCode].filter(Boolean).join(' ')}
            <br />
            {defaultAddress.country}
          </address>
        ) : (
          <p>No default address yet.</p>
        )}
        <Link to="/dashboard/addresses" className="sf-button">
          View Addresses ({user.adress.length})
        </Link>
        <DataRightsPanel />
      </section>
    </PageShell>
  );
});

export default function DashboardPage() {
  return (
    <CustomerGuard>
      <Dashboard />
    </CustomerGuard>
  );
}
