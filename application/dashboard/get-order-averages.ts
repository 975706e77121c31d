import { ok, type Result } from '../../domain/result.js';
import type { DashboardDeps } from './ports.js';

/** Units per order (2 decimals) and cents per order (rounded), over every counted order; 0 without orders. */
export function makeGetOrderAverages(deps: Pick<DashboardDeps, 'reader' | 'scope'>) {
  return async (): Promise<Result<{ averageOrderSize: number; averageOrderValueCents: number }>> => {
    const u = await deps.reader.orderUnits(deps.scope);
    if (u.orders === 0) return ok({ averageOrderSize: 0, averageOrderValueCents: 0 });
    return ok({ averageOrderSize: Math.round((u.units * 100) / u.orders) / 100, averageOrderValueCents: Math.round(u.totalCents / u.orders) });
  };
}
