import type { CatalogReader } from './ports.js';
import { ok, type Result } from '../../domain/result.js';

/** Categories shoppers may browse (hidden ones left out). */
export function makeListCategories(deps: { catalog: CatalogReader }) {
  return async (): Promise<Result<{ id: string; name: string }[]>> => ok(await deps.catalog.visibleCategories());
}
