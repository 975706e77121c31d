import { observer } from 'mobx-react-lite';
import type { BulkEditStore } from './BulkEditStore';

/** How many previewed changes are listed (the count says how many there are in all). */
export const LISTED_CHANGES = 100;

const shownValue = (v: string | number | boolean | null) => (v === null ? '—' : typeof v === 'boolean' ? (v ? 'Visible' : 'Hidden') : String(v));

/** A CSV import: choose a file, see what it would change and every bad row, then apply it, with its progress. */
export const CsvImportPanel = observer(function CsvImportPanel({ store }: { store: BulkEditStore }) {
  const imp = store.csvImport;
  const preview = imp.preview;
  return (
    <section className="bulk-import" aria-label="Import CSV">
      <div className="adm-field">
        <label htmlFor="bulk-import-file">Import a CSV file (the export’s columns; productId and the columns to change)</label>
        <input
          id="bulk-import-file"
          type="file"
          accept=".csv,text/csv"
          disabled={imp.busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void imp.choose(file, file.name);
            e.target.value = '';
          }}
        />
      </div>
      {imp.phase !== 'idle' && (
        <div className="bulk-import__progress">
          <progress max={1} value={imp.progress} aria-label="Import progress" />
          <span aria-live="polite">{imp.step}</span>
        </div>
      )}
      {imp.error && (
        <p role="alert" className="adm-alert adm-alert--danger">
          {imp.error}
        </p>
      )}
      {preview && imp.phase !== 'done' && (
        <div className="bulk-import__preview">
          <p>
            {imp.fileName}: {preview.rows} rows read, {preview.changes.length} {preview.changes.length === 1 ? 'change' : 'changes'}, {preview.problems.length}{' '}
            {preview.problems.length === 1 ? 'bad row' : 'bad rows'}.
          </p>
          {preview.problems.length > 0 && (
            <table className="adm-table">
              <caption>Rows that cannot be imported (correct them and choose the file again)</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {preview.problems.map((p) => (
                  <tr key={p.key} className="is-invalid">
                    <td>{p.line ?? p.key}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {Object.keys(imp.rowErrors).length > 0 && (
            <ul className="adm-alert adm-alert--danger">
              {Object.entries(imp.rowErrors).map(([key, message]) => (
                <li key={key}>
                  {key}: {message}
                </li>
              ))}
            </ul>
          )}
          {preview.changes.length > 0 && (
            <table className="adm-table">
              <caption>What the import would change{preview.changes.length > LISTED_CHANGES ? ` (the first ${LISTED_CHANGES})` : ''}</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Column</th>
                  <th scope="col">Now</th>
                  <th scope="col">After the import</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.slice(0, LISTED_CHANGES).map((c) => (
                  <tr key={`${c.key}|${c.field}`}>
                    <td>{c.name}</td>
                    <td>{c.field}</td>
                    <td>{shownValue(c.before)}</td>
                    <td>{shownValue(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {store.grid.dirty && imp.canApply && <p className="adm-form__note">Save or undo your changes in the grid before applying the import.</p>}
          <div className="adm-table__actions">
            <button type="button" className="adm-btn" disabled={!store.canApplyImport || imp.busy} onClick={() => void store.applyImport()}>
              {imp.phase === 'applying' ? 'Applying…' : `Apply ${preview.changes.length} ${preview.changes.length === 1 ? 'change' : 'changes'}`}
            </button>
            <button type="button" className="adm-btn adm-btn--secondary" disabled={imp.busy} onClick={imp.reset}>
              Cancel import
            </button>
          </div>
        </div>
      )}
      {imp.phase === 'done' && imp.outcome && (
        <p role="status" className="adm-alert adm-alert--success">
          Imported {imp.outcome.changedCells} {imp.outcome.changedCells === 1 ? 'change' : 'changes'} to {imp.outcome.changedProducts} {imp.outcome.changedProducts === 1 ? 'product' : 'products'}.{' '}
          <button type="button" className="adm-btn adm-btn--secondary adm-btn--small" onClick={imp.reset}>
            Done
          </button>
        </p>
      )}
    </section>
  );
});
