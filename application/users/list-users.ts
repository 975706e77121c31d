import { ADMIN_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok, type Result } from '../../domain/result.js';
import type { AdminUserReader, AdminUserRow, UserFilter } from './ports.js';

/** One page (20) of users by the filter (newest first unless `oldest`), searched by name or e-mail ignoring case, with the number that match. */
export function makeListUsers(deps: { reader: Pick<AdminUserReader, 'list'> }) {
  return async (input: { page: number; filter: UserFilter; query: string | null }): Promise<Result<{ rows: AdminUserRow[]; count: number; countCapped: boolean }>> =>
    ok(await deps.reader.list(input.filter, input.query, pageWindow(input.page, ADMIN_PAGE_SIZE)));
}
