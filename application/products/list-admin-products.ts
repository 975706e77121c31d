import { ADMIN_PRODUCTS_PAGE_SIZE, pageWindow } from '../../domain/pagination.js';
import { ok } from '../../domain/result.js';
import type { ListAdminProducts, ProductReader } from './ports.js';

/** A page of the back office's product list (12 a page; hidden and sold-out products too, archived ones not), with the number that match. */
export function makeListAdminProducts(deps: { reader: Pick<ProductReader, 'list'> }): ListAdminProducts {
  return async ({ page, sort, search }) => {
    const text = search?.trim() ?? '';
    return ok(await deps.reader.list({ sort, search: text === '' ? null : text, ...pageWindow(page, ADMIN_PRODUCTS_PAGE_SIZE) }));
  };
}
