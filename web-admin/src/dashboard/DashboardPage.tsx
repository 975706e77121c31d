import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatAud } from '../../../domain/money.js';
import { useStores } from '../stores/StoreContext';
import { AnalyticsList } from './AnalyticsList';
import { CountryMap } from './CountryMap';
import { PERIODS, SALES_RANGES } from './DashboardStore';
import { SalesChart } from './SalesChart';
import { StatCard } from './StatCard';

const money = (cents: number | undefined) => (cents === undefined ? '—' : `${formatAud(cents)} AUD`);

export const DASHBOARD_LOADING = 'Please wait. The dashboard is being fetched.';

/** /adminpanel (below the layout's live summary cards): yesterday's figures; the sales chart; the shop's own analytics; latest orders, averages and coupon use. */
const DashboardPage = observer(function DashboardPage() {
  const { dashboard: store } = useStores();

  useEffect(() => {
    void store.load();
  }, [store]);

  const r = store.revenue;
  return (
    <section className="adm-page adm-dashboard" aria-label="Dashboard">
      {store.error && (
        <p className="adm-alert adm-alert--error" role="alert">
          {store.error}{' '}
          <button type="button" className="adm-btn adm-btn--small" onClick={() => void store.load()}>
            Try again
          </button>
        </p>
      )}
      {store.loading && !r && <p role="status">{DASHBOARD_LOADING}</p>}

      <div className="adm-stats">
        <StatCard label="Yesterday's sales" value={money(r?.yesterdayTotal)} />
        <StatCard label="Yesterday's orders" value={r ? String(r.totalOrdersYesterday) : '—'} />
      </div>

      <section className="adm-panel" aria-label="Monthly sales">
        <div className="adm-panel__head">
          <h2>Monthly sales</h2>
          <label>
            Range{' '}
            <select value={store.months} onChange={(e) => void store.setMonths(Number(e.target.value) as 6 | 12 | 18 | 24)}>
              {SALES_RANGES.map((o) => (
                <option key={o.months} value={o.months}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <SalesChart sales={store.sales} />
      </section>

      <section className="adm-panel" aria-label="Visitors">
        <div className="adm-panel__head">
          <h2>Visitors</h2>
          <label>
            Period{' '}
            <select value={store.period} onChange={(e) => void store.setPeriod(e.target.value as typeof store.period)}>
              {PERIODS.map((o) => (
                <option key={o.period} value={o.period}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {store.details && (
          <p>
            {store.details.totalUsers} visitors: {store.details.desktopUsers} desktop, {store.details.mobileUsers} mobile, {store.details.tabletUsers} tablet.
          </p>
        )}
        <CountryMap data={store.map} />
        <div className="adm-analytics">
          <AnalyticsList title="Countries" items={store.lists?.countryList ?? []} />
          <AnalyticsList title="Regions" items={store.lists?.regionList ?? []} />
          <AnalyticsList title="Cities" items={store.lists?.cityList ?? []} />
        </div>
      </section>

      <section className="adm-panel" aria-label="Latest orders">
        <h2>Latest orders</h2>
        {store.latestOrders.length === 0 ? (
          <p>No orders found.</p>
        ) : (
          <table className="adm-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {store.latestOrders.map((o) => (
                <tr key={o._id}>
                  <td>
                    <Link to={`/adminpanel/orders/${o._id}`}>{o.orderid.toUpperCase()}</Link>
                  </td>
                  <td>
                    {o.firstName} {o.lastName}
                  </td>
                  <td>{money(o.total)}</td>
                  <td>{o.orderStatus}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="adm-panel" aria-label="Order figures">
        <h2>Order figures</h2>
        <dl className="adm-figures">
          <dt>Average order size</dt>
          <dd>{store.averageOrderSize ?? '—'} items</dd>
          <dt>Average order value</dt>
          <dd>{store.averageOrderValue === null ? '—' : money(store.averageOrderValue)}</dd>
          <dt>Orders with a coupon</dt>
          <dd>{store.coupons ? `${store.coupons.orderCount} (${store.coupons.tenPercentOff} with 10% off)` : '—'}</dd>
        </dl>
        <table className="adm-table">
          <caption>Per shipping type</caption>
          <thead>
            <tr>
              <th scope="col">Shipping</th>
              <th scope="col">Orders</th>
              <th scope="col">Products sold</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {store.perShipping.map((s) => (
              <tr key={s._id} className={s._id === 'expressShipping' ? 'adm-row--highlight' : undefined}>
                <th scope="row">{s.label}</th>
                <td>{s.totalOrders}</td>
                <td>{s.totalProductsSold}</td>
                <td>{money(s.totalPriceValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
});

export default DashboardPage;
