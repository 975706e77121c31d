import { ok, ruleConflict, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { categorySnapshot, type CategoryStores, type DeleteCategory } from './ports.js';
import { UNKNOWN_CATEGORY } from './set-category-visibility.js';

const products = (n: number) => (n === 1 ? '1 product' : `${n} products`);

/**
 * Deletes a category no product uses (archived products do not count: they have left the shop).
 * One that products use is refused with a sentence saying how many and what to do.
 */
export function makeDeleteCategory(deps: { uow: UnitOfWork<CategoryStores>; clock: Clock }): DeleteCategory {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      const category = await s.categories.findByIdForUpdate(id);
      if (!category) return unknownRecord('unknown_category', UNKNOWN_CATEGORY);
      const using = await s.categories.countProductsIn(category.name);
      if (using > 0) {
        return ruleConflict('category_in_use', `${category.name} is used by ${products(using)}. Move ${using === 1 ? 'it' : 'them'} to another category before deleting it.`);
      }
      await s.categories.delete(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: 'category.deleted', entityType: 'category', entityId: id, before: categorySnapshot(category), after: null });
      await s.outbox.event('category.changed', { categoryId: id });
      return ok(undefined);
    });
}
