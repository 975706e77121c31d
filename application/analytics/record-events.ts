import { reportedPath, type AnalyticsEventName } from '../../domain/analytics-events.js';
import { melbourneDate } from '../../domain/dates.js';
import { ok, type Result } from '../../domain/result.js';
import type { Clock } from '../platform/clock.js';
import type { ClientReader, VisitorIds, EventWriter } from './ports.js';

export interface ReportedEvents {
  ip: string;
  userAgent: string;
  events: { name: AnalyticsEventName; path: string }[];
}

/**
 * Records the storefront's events: bots are not counted; the visitor is the hash of the day's salt,
 * the IP and the user agent; the place comes from the IP, the device from the user agent, and then
 * the IP is forgotten. Answers how many events were queued for writing.
 */
export function makeRecordEvents(deps: { reader: ClientReader; visitors: VisitorIds; writer: EventWriter; clock: Clock }) {
  return async (input: ReportedEvents): Promise<Result<{ recorded: number }>> => {
    if (input.events.length === 0 || deps.reader.isBot(input.userAgent)) return ok({ recorded: 0 });
    const at = deps.clock.now();
    const day = melbourneDate(at);
    const visitor = await deps.visitors.idOf(day, input.ip, input.userAgent);
    const place = deps.reader.place(input.ip);
    const device = deps.reader.device(input.userAgent);
    deps.writer.add(input.events.map((e) => ({ at, day, visitor, device, ...place, name: e.name, path: reportedPath(e.path) })));
    return ok({ recorded: input.events.length });
  };
}
