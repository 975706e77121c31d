import { ADMIN_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok, type Result } from '../../domain/result.js';
import type { AdminOrderFilter, AdminOrderReader, AdminOrderRow } from './admin-ports.js';

/** One page (20) of the back office's orders matching the filters and search, with the number that match
 * (capped past a thousand for a search). */
export function makeListAdminOrders(deps: { reader: Pick<AdminOrderReader, 'list'> }) {
  return async (input: { page: number; filter: AdminOrderFilter }): Promise<Result<{ rows: AdminOrderRow[]; count: number; countCapped: boolean }>> =>
    ok(await deps.reader.list(input.filter, pageWindow(input.page, ADMIN_PAGE_SIZE)));
}
