import { categoryNameProblem, normaliseCategoryName } from '../../domain/category.js';
import { failField, ok, ruleConflict } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { categorySnapshot, type CategoryRecord, type CategoryStores, type CreateCategory } from './ports.js';

/**
 * Adds a category (name as typed, case-sensitive, so `Tops` and `tops` are two), recorded in the
 * audit log and announced to the shop in the same transaction. A name already used is a conflict
 * under `name`.
 */
export function makeCreateCategory(deps: { uow: UnitOfWork<CategoryStores>; ids: IdGenerator; clock: Clock }): CreateCategory {
  return async ({ actor, name: typed, isVisible }) => {
    const name = normaliseCategoryName(typed);
    const problem = categoryNameProblem(name);
    if (problem) return failField('invalid_input', 'invalid_name', 'name', problem);
    return deps.uow.run(async (s) => {
      const now = deps.clock.now();
      const category: CategoryRecord = { id: deps.ids.newId(), name, isVisible, createdAt: now };
      if ((await s.categories.insert(category)) === 'duplicate_name') return ruleConflict('name_taken', `A category named ${name} already exists.`, 'name');
      await recordChange(s.audit, { actor, at: now, action: 'category.created', entityType: 'category', entityId: category.id, before: null, after: categorySnapshot(category) });
      await s.outbox.event('category.changed', { categoryId: category.id });
      return ok(category);
    });
  };
}
