import type { BulkStores } from '../../../application/products/bulk-ports.js';
import { makeBulkUpdateProducts } from '../../../application/products/bulk-update-products.js';
import { makeExportProductsCsv } from '../../../application/products/export-products-csv.js';
import { makeImportProductsCsv, makePreviewProductsCsv } from '../../../application/products/import-products-csv.js';
import { makeListBulkProducts } from '../../../application/products/list-bulk-products.js';
import type { Container } from 'inversify';
import { unitOfWorkIn } from '../../platform/database/unit-of-work.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresBulkCatalogue, postgresBulkRepository } from './bulk-repository.js';
import { bulkRouter } from './bulk-routes.js';

/** The bulk editor's router, its use cases bound to Postgres: one unit of work binding the products' bulk writes and the audit log. */
export function bulkRouterIn(c: Container) {
  const uow = unitOfWorkIn<BulkStores>(c, (tx) => ({ bulk: postgresBulkRepository(tx), audit: c.get(AUDIT.logIn)(tx) }));
  const catalogue = postgresBulkCatalogue(c.get(T.db));
  const clock = c.get(T.clock);
  return bulkRouter({
    registry: c.get(T.registry),
    listBulkProducts: makeListBulkProducts({ catalogue }),
    bulkUpdateProducts: makeBulkUpdateProducts({ uow, catalogue, clock }),
    exportProductsCsv: makeExportProductsCsv({ catalogue }),
    previewProductsCsv: makePreviewProductsCsv({ catalogue }),
    importProductsCsv: makeImportProductsCsv({ uow, catalogue, clock }),
  });
}
