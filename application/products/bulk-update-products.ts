import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { applyBulkEdits } from './apply-bulk-edits.js';
import type { BulkCatalogue, BulkStores, BulkUpdateProducts } from './bulk-ports.js';

/** The bulk grid's one Save: every edited cell in one transaction, all or nothing, bad rows reported by their key. */
export function makeBulkUpdateProducts(deps: { uow: UnitOfWork<BulkStores>; catalogue: Pick<BulkCatalogue, 'categoryNames'>; clock: Clock }): BulkUpdateProducts {
  return async ({ actor, edits }) => {
    const categories = await deps.catalogue.categoryNames();
    return deps.uow.run((s) => applyBulkEdits(s, { actor, edits, categories, at: deps.clock.now(), action: 'product.bulk-edited' }));
  };
}
