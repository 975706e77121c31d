import { ok, type Result } from '../../domain/result.js';
import { EVENT_CHANNELS, type ShopEvent } from '../platform/events.js';
import type { RevenueDetails } from './get-revenue-details.js';
import type { DashboardReader, UserRow } from './ports.js';

/** What the realtime channel sends administrators (admin-api.md "## Realtime"). */
export type LiveMessage = { event: 'revenue'; data: RevenueDetails } | { event: 'users'; data: { totalCount: number; weeklyCount: number } } | { event: 'newUser'; data: UserRow };

export interface LiveFiguresDeps {
  reader: Pick<DashboardReader, 'userRow'>;
  getRevenueDetails: () => Promise<Result<RevenueDetails>>;
  getCustomerCounts: () => Promise<Result<{ totalCount: number; weeklyCount: number }>>;
}

/**
 * The messages a shop event is worth to the dashboard: any order event (placed, updated, cancelled,
 * deleted) gives fresh revenue figures; any user event fresh customer counts, and a created user
 * its list row as well. Other events are worth nothing.
 */
export function makeLiveFigures(deps: LiveFiguresDeps) {
  return async (event: ShopEvent): Promise<Result<LiveMessage[]>> => {
    const channel = EVENT_CHANNELS[event.type];
    if (channel === 'orders') {
      const r = await deps.getRevenueDetails();
      return r.ok ? ok([{ event: 'revenue', data: r.value }]) : r;
    }
    if (channel === 'users') {
      const counts = await deps.getCustomerCounts();
      if (!counts.ok) return counts;
      const messages: LiveMessage[] = [{ event: 'users', data: counts.value }];
      if (event.type === 'user.created') {
        const row = await deps.reader.userRow(event.data.userId);
        if (row) messages.push({ event: 'newUser', data: row });
      }
      return ok(messages);
    }
    return ok([]);
  };
}
