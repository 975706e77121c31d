import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatAud } from '../../../domain/money.js';
import { useStores } from '../stores/StoreContext';
import type { LiveState } from './LiveStream';
import { StatCard } from './StatCard';

const LIVE_TEXT: Record<LiveState, string> = {
  live: 'Live: figures update as orders come in.',
  connecting: 'Connecting to live updates…',
  offline: 'Offline: live updates paused, reconnecting.',
};

const money = (cents: number | undefined) => (cents === undefined ? '—' : `${formatAud(cents)} AUD`);

/** Today's sales, today's orders and total active users with their percent change, kept live by the realtime channel. */
export const SummaryCards = observer(function SummaryCards() {
  const { dashboard: store, realtime } = useStores();

  useEffect(() => {
    void store.loadSummary();
  }, [store]);

  const r = store.revenue;
  return (
    <section className="adm-summary" aria-label="Summary">
      <p className={`adm-live adm-live--${realtime.live.state}`} role="status">
        {LIVE_TEXT[realtime.live.state]}
      </p>
      <div className="adm-stats">
        <StatCard label="Today's sales" value={money(r?.todaysTotal)} change={store.salesChange} changeLabel="vs yesterday" />
        <StatCard label="Today's orders" value={r ? String(r.totalOrdersToday) : '—'} change={store.ordersChange} changeLabel="vs yesterday" />
        <StatCard label="Total active users" value={store.users ? String(store.users.totalCount) : '—'} change={store.usersChange} changeLabel="joined this week" />
      </div>
    </section>
  );
});
