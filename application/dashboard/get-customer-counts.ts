import { ok, type Result } from '../../domain/result.js';
import type { DashboardDeps } from './ports.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Active registered customers, and how many of them were created in the last 7 × 24 hours. */
export function makeGetCustomerCounts(deps: Pick<DashboardDeps, 'reader' | 'clock'>) {
  return async (): Promise<Result<{ totalCount: number; weeklyCount: number }>> => {
    const c = await deps.reader.customers(new Date(deps.clock.now().getTime() - WEEK_MS));
    return ok({ totalCount: c.total, weeklyCount: c.since });
  };
}
