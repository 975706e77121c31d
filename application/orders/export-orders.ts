import { ok, type Result } from '../../domain/result.js';
import type { AdminOrderFilter, AdminOrderReader, OrderExportLine } from './admin-ports.js';

/** Every line of the orders matching the list's filters, for the accountant's CSV. */
export function makeExportOrders(deps: { reader: Pick<AdminOrderReader, 'exportLines'> }) {
  return async (input: { filter: AdminOrderFilter }): Promise<Result<OrderExportLine[]>> => ok(await deps.reader.exportLines(input.filter));
}
