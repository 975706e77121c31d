import type { BulkStores } from '../../../application/products/bulk-ports.js';
import { makeBulkUpdateProducts } from '../../../application/products/bulk-update-products.js';
import { makeExportProductsCsv } from '../../../application/products/export-products-csv.js';
import { makeImportProductsCsv, makePreviewProductsCsv } from '../../../application/products/import-products-csv.js';
import { makeListBulkProducts } from '../../../application/products/list-bulk-products.js';
import type { Container } from 'inversify';
import type { Result } from '../../../domain/result.js';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { AUDIT, CATALOG, T } from '../../platform/tokens.js';
import { postgresBulkCatalogue, postgresBulkRepository } from './bulk-repository.js';
import { bulkRouter } from './bulk-routes.js';

/**
 * The bulk editor's router, its use cases bound to Postgres: one unit of work binding the products'
 * bulk writes and the audit log. The process that applied a change drops its cached storefront
 * answers before answering, so the next request here shows it; the others drop theirs when
 * product.changed reaches them.
 */
export function bulkRouterIn(c: Container) {
  const uow = unitOfWorkIn<BulkStores>(c, (tx) => ({ bulk: postgresBulkRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
  const catalogue = postgresBulkCatalogue(c.get(T.db));
  const clock = c.get(T.clock);
  const dropCachedAnswers = c.get(CATALOG.dropCachedAnswers);
  const thenDrop =
    <I, O, R extends string>(change: (input: I) => Promise<Result<O, R>>) =>
    async (input: I): Promise<Result<O, R>> => {
      const r = await change(input);
      if (r.ok && (r.value as { changedProducts?: number }).changedProducts !== 0) dropCachedAnswers();
      return r;
    };
  return bulkRouter({
    registry: c.get(T.registry),
    listBulkProducts: makeListBulkProducts({ catalogue }),
    bulkUpdateProducts: thenDrop(makeBulkUpdateProducts({ uow, catalogue, clock })),
    exportProductsCsv: makeExportProductsCsv({ catalogue }),
    previewProductsCsv: makePreviewProductsCsv({ catalogue }),
    importProductsCsv: thenDrop(makeImportProductsCsv({ uow, catalogue, clock })),
  });
}
