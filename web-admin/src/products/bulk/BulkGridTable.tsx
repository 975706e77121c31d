import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { BulkColumn } from './bulk-api';
import { BULK_COLUMNS, type BulkGrid, type GridRow } from './BulkGrid';

/** How many rows are drawn at once, around the active one (the filter finds the others). */
export const DRAWN_ROWS = 200;

const shown = (field: BulkColumn, text: string) => {
  if (field === 'isVisible') return text === 'true' ? 'Visible' : text === 'false' ? 'Hidden' : text;
  if ((field === 'price' || field === 'originalPrice') && text !== '') return `$${text}`;
  return text;
};

const CellEditor = observer(function CellEditor({ grid, row, field }: { grid: BulkGrid; row: GridRow; field: BulkColumn }) {
  const label = `${BULK_COLUMNS.find((c) => c.field === field)?.label ?? field} of ${row.variantId === null ? row.label : `${row.product.name}, size ${row.label}`}`;
  const draft = grid.draft ?? '';
  if (field === 'category' || field === 'isVisible') {
    const options =
      field === 'isVisible'
        ? [
            ['true', 'Visible'],
            ['false', 'Hidden'],
          ]
        : [...new Set([...grid.categories, grid.original(row, 'category')])].map((c) => [c, c]);
    return (
      <select className="bulk-grid__editor" aria-label={label} autoFocus value={draft} onChange={(e) => grid.setDraft(e.target.value)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    );
  }
  return <input className="bulk-grid__editor" aria-label={label} autoFocus inputMode={field === 'stock' ? 'numeric' : 'decimal'} value={draft} onChange={(e) => grid.setDraft(e.target.value)} />;
});

/**
 * The spreadsheet itself: a grid of cells, the active one focusable, edited in place. Keys go to the
 * grid's store (arrows, Tab, Enter, Escape, Delete, Ctrl+Z, typing); changed cells are marked, and a
 * row the server refused shows why.
 */
export const BulkGridTable = observer(function BulkGridTable({ grid }: { grid: BulkGrid }) {
  const table = useRef<HTMLTableElement>(null);
  const rows = grid.rows;
  const start = Math.max(0, Math.min(grid.active.row - DRAWN_ROWS / 2, rows.length - DRAWN_ROWS));
  const drawn = rows.slice(start, start + DRAWN_ROWS);

  // Whether the keyboard is in the grid: the active cell takes the focus back when it moves or when
  // its editor closes (the editor leaves with the focus; leaving the grid for another control clears it).
  const inGrid = useRef(false);
  useEffect(() => {
    const t = table.current;
    if (grid.draft === null && t && inGrid.current) t.querySelector<HTMLElement>('[data-active="true"]')?.focus();
  }, [grid.active.row, grid.active.col, grid.draft]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (grid.handleKey({ key: e.key, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey })) e.preventDefault();
  };

  return (
    <div className="adm-table-wrap bulk-grid">
      {rows.length > DRAWN_ROWS && (
        <p className="adm-form__note">
          Rows {start + 1}–{start + drawn.length} of {rows.length}. Move with the arrow keys or use the filter to find a product.
        </p>
      )}
      <table
        ref={table}
        className="adm-table bulk-grid__table"
        role="grid"
        aria-label="Products and sizes"
        aria-rowcount={rows.length + 1}
        onKeyDown={onKeyDown}
        onFocus={() => {
          inGrid.current = true;
        }}
        onBlur={(e) => {
          if (e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) inGrid.current = false;
        }}
      >
        <thead>
          <tr>
            <th scope="col">Product / size</th>
            {BULK_COLUMNS.map((c) => (
              <th key={c.field} scope="col">
                {c.label}
              </th>
            ))}
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {drawn.map((row, i) => {
            const error = grid.rowError(row);
            return (
              <tr key={row.key} aria-rowindex={start + i + 2} className={`${row.variantId === null ? 'bulk-grid__product' : 'bulk-grid__size'}${error ? ' is-invalid' : ''}`}>
                <th scope="row">{row.variantId === null ? row.label : `Size ${row.label}`}</th>
                {BULK_COLUMNS.map(({ field }) => {
                  const active = grid.isActive(row, field);
                  const editable = grid.editable(row, field);
                  const changed = grid.isChanged(row, field);
                  const text = editable ? grid.value(row, field) : field === 'stock' && row.variantId === null ? `${row.product.stockLevel} (sizes)` : '';
                  return (
                    <td
                      key={field}
                      role="gridcell"
                      tabIndex={active ? 0 : -1}
                      data-active={active}
                      aria-selected={active}
                      aria-readonly={!editable}
                      className={`bulk-grid__cell${changed ? ' is-changed' : ''}${editable ? '' : ' is-readonly'}`}
                      onClick={() => grid.select(row, field)}
                      onDoubleClick={() => {
                        grid.select(row, field);
                        grid.startEditing();
                      }}
                    >
                      {active && grid.draft !== null ? <CellEditor grid={grid} row={row} field={field} /> : shown(field, text)}
                      {changed && grid.draft === null && (
                        <button
                          type="button"
                          className="bulk-grid__undo"
                          tabIndex={-1}
                          aria-label={`Undo the change to ${row.variantId === null ? row.label : `${row.product.name} size ${row.label}`}`}
                          onClick={(e) => {
                            e.stopPropagation();
                            grid.undoCell(row, field);
                          }}
                        >
                          ↺
                        </button>
                      )}
                    </td>
                  );
                })}
                <td className="bulk-grid__problem">{error}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
