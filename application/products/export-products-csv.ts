import { bulkCsv } from '../../domain/bulk-csv.js';
import { ok } from '../../domain/result.js';
import type { BulkCatalogue, ExportProductsCsv } from './bulk-ports.js';

/** Every product and size as CSV, in the bulk grid's columns (what an import reads back). */
export function makeExportProductsCsv(deps: { catalogue: Pick<BulkCatalogue, 'all'> }): ExportProductsCsv {
  return async () => ok(bulkCsv(await deps.catalogue.all()));
}
