import { ok, type Result } from '../../domain/result.js';
import type { DashboardDeps, LatestOrder } from './ports.js';

export const LATEST_ORDERS = 10;

/** The 10 newest orders (deleted ones left out), newest first. */
export function makeGetLatestOrders(deps: Pick<DashboardDeps, 'reader'>) {
  return async (): Promise<Result<LatestOrder[]>> => ok(await deps.reader.latestOrders(LATEST_ORDERS));
}
