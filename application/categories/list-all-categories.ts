import { ok, type Result } from '../../domain/result.js';
import type { CategoryRecord, CategoryRepository } from './ports.js';

/** Every category for the back office, hidden ones too, by name. */
export function makeListAllCategories(deps: { categories: Pick<CategoryRepository, 'list'> }) {
  return async (): Promise<Result<CategoryRecord[]>> => ok(await deps.categories.list());
}
