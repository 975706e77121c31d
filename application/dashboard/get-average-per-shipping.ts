import { ok, type Result } from '../../domain/result.js';
import { SHIPPING_TYPE_LABELS, SHIPPING_TYPES } from '../../domain/shipping-types.js';
import type { DashboardDeps, ShippingFigures } from './ports.js';

/** Orders, units and totals per shipping type: all four types, in the spec's order, zeros included. */
export function makeGetAveragePerShipping(deps: Pick<DashboardDeps, 'reader' | 'scope'>) {
  return async (): Promise<Result<(ShippingFigures & { label: string })[]>> => {
    const found = new Map((await deps.reader.perShipping(deps.scope)).map((f) => [f.shippingType, f]));
    return ok(SHIPPING_TYPES.map((t) => ({ ...(found.get(t) ?? { shippingType: t, orders: 0, units: 0, totalCents: 0 }), label: SHIPPING_TYPE_LABELS[t] })));
  };
}
