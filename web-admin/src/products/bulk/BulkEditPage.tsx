import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SuccessAlert } from '../../components/SuccessAlert';
import { useStores } from '../../stores/StoreContext';
import { BULK_LOADING } from './BulkEditStore';
import { BulkGridTable } from './BulkGridTable';
import { CsvImportPanel } from './CsvImportPanel';
import './bulk-grid.css';

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * /adminpanel/products/bulkEdit: every product and size in a spreadsheet, edited in place and saved
 * at once; CSV export and import. Leaving with unsaved changes asks first (in the back office and
 * when the browser tab closes or reloads).
 */
const BulkEditPage = observer(function BulkEditPage() {
  const { bulkEdit: store } = useStores();
  const grid = store.grid;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => grid.dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    void store.load();
  }, [store]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!grid.dirty) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [grid]);

  const exportCsv = async () => {
    const text = await store.exportCsv();
    if (text !== null) download(text, `products-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  return (
    <section className="adm-page" aria-label="Bulk edit">
      <div className="adm-page__head">
        <p className="adm-form__note">
          Click a cell or move with the arrow keys and Tab; Enter or typing edits it, Enter keeps it and Escape leaves it as it was. Ctrl+Z takes back the last change. Save applies every change at
          once, or none.
        </p>
        <Link className="adm-btn adm-btn--secondary" to="/adminpanel/products">
          Back to products
        </Link>
      </div>
      <SuccessAlert message={store.notice} />
      <div className="bulk-toolbar">
        <div className="adm-field">
          <label htmlFor="bulk-filter">Filter by name or category</label>
          <input id="bulk-filter" type="search" value={grid.filter} onChange={(e) => grid.setFilter(e.target.value)} />
        </div>
        <button type="button" className="adm-btn" disabled={store.saving || !grid.dirty} onClick={() => void store.save()}>
          {store.saving ? 'Saving…' : grid.dirty ? `Save ${grid.changedCells} ${grid.changedCells === 1 ? 'change' : 'changes'}` : 'Save'}
        </button>
        <button type="button" className="adm-btn adm-btn--secondary" disabled={store.exporting} onClick={() => void exportCsv()}>
          {store.exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {store.saveError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.saveError}
        </p>
      )}
      {store.exportError && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {store.exportError}
        </p>
      )}
      {store.loadError ? (
        <div role="alert" className="adm-alert adm-alert--danger">
          {store.loadError}{' '}
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--small" onClick={() => void store.load()}>
            Try again
          </button>
        </div>
      ) : store.loading && grid.products.length === 0 ? (
        <p role="status">{BULK_LOADING}</p>
      ) : grid.rows.length === 0 ? (
        <p role="status">{grid.products.length === 0 ? 'No products yet.' : 'No product matches the filter.'}</p>
      ) : (
        <BulkGridTable grid={grid} />
      )}
      <CsvImportPanel store={store} />
      <ConfirmDialog
        title="Leave without saving"
        message={`You have ${grid.changedCells} unsaved ${grid.changedCells === 1 ? 'change' : 'changes'}. Leave this page and lose ${grid.changedCells === 1 ? 'it' : 'them'}?`}
        open={blocker.state === 'blocked'}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </section>
  );
});

export default BulkEditPage;
