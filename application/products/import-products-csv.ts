import { csvToEdits } from '../../domain/bulk-csv.js';
import { planBulkEdit } from '../../domain/bulk-edit.js';
import { fail, ok } from '../../domain/result.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { applyBulkEdits } from './apply-bulk-edits.js';
import type { BulkCatalogue, BulkStores, ImportProductsCsv, PreviewProductsCsv } from './bulk-ports.js';

/**
 * A dry run of a CSV import: every cell it would change (before and after) and every row that cannot
 * be applied with its reason, read against the catalogue as it is now. Nothing is written. A file that
 * cannot be read as a whole (no header, an unknown column, an unclosed quote) is 400 `{file}`.
 */
export function makePreviewProductsCsv(deps: { catalogue: BulkCatalogue }): PreviewProductsCsv {
  return async ({ csv }) => {
    const read = csvToEdits(csv);
    if (!read.ok) return fail('invalid_input', read.message, { reason: 'unreadable_file', fields: { file: read.message } });
    const [products, categories] = await Promise.all([deps.catalogue.all(), deps.catalogue.categoryNames()]);
    const plan = planBulkEdit(new Map(products.map((p) => [p.id, p])), read.edits, new Set(categories));
    const problems = [...read.problems, ...plan.problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return ok({ rows: read.edits.length + read.problems.length, changes: plan.updates.flatMap((u) => u.cells), problems });
  };
}

/**
 * Applies a CSV import in one transaction, against the catalogue as it is at that moment (locked): all
 * its rows or none. Any bad row refuses the whole file, 400 keyed `line N`.
 */
export function makeImportProductsCsv(deps: { uow: UnitOfWork<BulkStores>; catalogue: Pick<BulkCatalogue, 'categoryNames'>; clock: Clock }): ImportProductsCsv {
  return async ({ actor, csv }) => {
    const read = csvToEdits(csv);
    if (!read.ok) return fail('invalid_input', read.message, { reason: 'unreadable_file', fields: { file: read.message } });
    const categories = await deps.catalogue.categoryNames();
    return deps.uow.run((s) => applyBulkEdits(s, { actor, edits: read.edits, categories, at: deps.clock.now(), action: 'product.imported', problems: read.problems }));
  };
}
