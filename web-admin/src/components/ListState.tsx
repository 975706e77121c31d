import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ListStatus } from '../stores/PagedList';

export interface ListStateProps {
  list: ListStatus;
  /** e.g. 'Please wait. Products are being fetched.' */
  loadingText: string;
  /** e.g. 'No categories found.' */
  emptyText: string;
  /** Offered with the error: ask again. */
  onRetry?: () => void;
  /** The list itself, shown whenever there is something to show. */
  children: ReactNode;
}

/**
 * The three states every back-office list has besides its rows: the loading text while the first
 * page comes, the empty text when nothing matches, the error (with Try again) when the request
 * failed. Rows already shown stay while more load.
 */
export const ListState = observer(function ListState({ list, loadingText, emptyText, onRetry, children }: ListStateProps) {
  return (
    <>
      {list.error !== null && (
        <div role="alert" className="adm-alert adm-alert--danger">
          <span>{list.error}</span>
          {onRetry && (
            <button type="button" className="adm-btn adm-btn--small" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      )}
      {children}
      <div role="status" className="adm-list-status">
        {list.loading && (
          <p className="adm-list-status__loading">
            <span className="adm-spinner adm-spinner--small" aria-hidden="true" /> {loadingText}
          </p>
        )}
        {list.isEmpty && <p className="adm-list-status__empty">{emptyText}</p>}
      </div>
    </>
  );
});
