import { observer } from 'mobx-react-lite';
import { AdminDate } from '../components/badges';
import { ListState } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import type { PagedList } from '../stores/PagedList';
import { describeChange, type AuditEntry, type AuditRecordKey } from './audit-api';

/** What administrators changed on a record, newest first, with Load More (drop it into a detail screen). */
export const AuditHistory = observer(function AuditHistory({ history }: { history: PagedList<AuditEntry, AuditRecordKey> }) {
  return (
    <section aria-label="History" className="adm-history-section">
      <h2 className="adm-page__title">History</h2>
      <ListState list={history} loadingText="Please wait. The history is being fetched." emptyText="No changes recorded yet." onRetry={() => void history.reload()}>
        <ol className="adm-history">
          {history.items.map((e) => (
            <li key={e._id}>
              <AdminDate value={e.at} /> · {e.actor.email} · {e.action}
              <p className="adm-history__change">{describeChange(e)}</p>
            </li>
          ))}
        </ol>
      </ListState>
      <LoadMore list={history} />
    </section>
  );
});
