import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { categorySnapshot, type CategoryStores, type SetCategoryVisibility } from './ports.js';

export const UNKNOWN_CATEGORY = 'We could not find that category. It may have been deleted.';

/**
 * Shows or hides a category. Hidden, it and its products leave the shop at once (the catalogue
 * reads visibility on every request and its cached answers drop on `category.changed`). Asking for
 * the state it already has changes, records and announces nothing.
 */
export function makeSetCategoryVisibility(deps: { uow: UnitOfWork<CategoryStores>; clock: Clock }): SetCategoryVisibility {
  return async ({ actor, id, isVisible }) =>
    deps.uow.run(async (s) => {
      const category = await s.categories.findByIdForUpdate(id);
      if (!category) return unknownRecord('unknown_category', UNKNOWN_CATEGORY);
      if (category.isVisible === isVisible) return ok(category);
      const changed = { ...category, isVisible };
      await s.categories.setVisible(id, isVisible);
      await recordChange(s.audit, {
        actor,
        at: deps.clock.now(),
        action: isVisible ? 'category.shown' : 'category.hidden',
        entityType: 'category',
        entityId: id,
        before: categorySnapshot(category),
        after: categorySnapshot(changed),
      });
      await s.outbox.event('category.changed', { categoryId: id });
      return ok(changed);
    });
}
