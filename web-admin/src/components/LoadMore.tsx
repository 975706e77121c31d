import { observer } from 'mobx-react-lite';

export interface LoadMoreList {
  readonly hasMore: boolean;
  readonly loading: boolean;
  loadMore(): Promise<void>;
}

/** Load More under a list: shown while the total count exceeds what is loaded, busy while a page loads. */
export const LoadMore = observer(function LoadMore({ list }: { list: LoadMoreList }) {
  if (!list.hasMore) return null;
  return (
    <div className="adm-load-more">
      <button type="button" className="adm-btn adm-btn--secondary" onClick={() => void list.loadMore()} disabled={list.loading} aria-busy={list.loading}>
        {list.loading ? 'Loading…' : 'Load More'}
      </button>
    </div>
  );
});
