import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { ListState } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { useQueryFilters } from '../components/useQueryFilters';
import { useStores } from '../stores/StoreContext';
import { ORDER_FILTER_CHOICES, ORDER_FILTER_DEFAULTS, type OrderFilters } from './orders-api';
import { OrderRow, OrderTableHead } from './OrderRow';
import { ORDERS_LOADING } from './OrdersStore';
import { shippingLabel } from './order-text';

const LABELS: Record<string, string> = { newest: 'Newest', oldest: 'Oldest', All: 'All', Confirmed: 'Confirmed', Processing: 'Processing', Cancelled: 'Cancelled', Stripe: 'Stripe', Paypal: 'Paypal' };

/** Saves the CSV as orders.csv through the browser's download. */
async function download(csv: Promise<string | null>): Promise<void> {
  const text = await csv;
  if (text === null) return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'orders.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** /adminpanel/orders: search with a removable chip, filters kept in the query string, Reset, the count, Load More. */
const OrdersPage = observer(function OrdersPage() {
  const { orders: store } = useStores();
  const [filters, setFilters] = useQueryFilters<OrderFilters>(ORDER_FILTER_DEFAULTS, ORDER_FILTER_CHOICES);
  const [typed, setTyped] = useState(filters.query);
  const { list } = store;

  useEffect(() => {
    void list.show(filters);
    setTyped(filters.query);
  }, [list, filters]);

  const set = (key: keyof OrderFilters, value: string) => setFilters({ ...filters, [key]: value });
  const search = (e: FormEvent) => {
    e.preventDefault();
    set('query', typed.trim());
  };
  const select = (key: 'filter' | 'orderStatus' | 'paymentType' | 'shippingType', label: string) => (
    <label className="adm-field adm-field--inline">
      <span>{label}</span>
      <select value={filters[key]} onChange={(e) => set(key, e.target.value)}>
        {ORDER_FILTER_CHOICES[key].map((v) => (
          <option key={v} value={v}>
            {key === 'shippingType' && v !== 'All' ? shippingLabel(v) : (LABELS[v] ?? v)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="adm-page" aria-label="Orders">
      <form className="adm-toolbar" role="search" onSubmit={search}>
        <label className="adm-field adm-field--inline">
          <span className="adm-visually-hidden">Search orders</span>
          <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="Order number, e-mail, name or tracking number" />
        </label>
        <button type="submit" className="adm-btn">
          Search
        </button>
      </form>
      {filters.query && (
        <p className="adm-chip">
          <span>{filters.query}</span>
          <button type="button" className="adm-chip__remove" aria-label={`Remove search ${filters.query}`} onClick={() => set('query', '')}>
            ×
          </button>
        </p>
      )}
      <div className="adm-toolbar">
        {select('filter', 'Date')}
        {select('orderStatus', 'Order status')}
        {select('paymentType', 'Payment type')}
        {select('shippingType', 'Shipping type')}
        <button type="button" className="adm-btn adm-btn--secondary" onClick={() => setFilters(ORDER_FILTER_DEFAULTS)}>
          Reset
        </button>
        <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void download(store.exportCsv())} disabled={store.exporting} aria-busy={store.exporting}>
          Export CSV
        </button>
      </div>
      {store.exportError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.exportError}
        </p>
      )}
      {list.loaded && <p className="adm-count">{`${list.countText} ${list.count === 1 && !list.countCapped ? 'result' : 'results'}`}</p>}
      <ListState list={list} loadingText={ORDERS_LOADING} emptyText={store.emptyText} onRetry={() => void list.reload()}>
        {list.items.length > 0 && (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">Orders</caption>
              <OrderTableHead />
              <tbody>
                {list.items.map((o) => (
                  <OrderRow key={o._id} order={o} />
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

export default OrdersPage;
