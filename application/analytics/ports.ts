import type { AnalyticsEventName, DeviceKind } from '../../domain/analytics-events.js';
import type { CalendarDate } from '../../domain/dates.js';

// The shop's own analytics: the storefront reports events; a visitor is a hash of IP and user agent
// salted per Melbourne day; the raw IP is used for the place lookup and dropped. Reads come from the
// daily rollups.

/** Where a request comes from, looked up offline. Empty strings for what is not known. */
export interface Place {
  countryCode: string;
  region: string;
  city: string;
}

/** What the request says about its sender, read by the adapters (IP database, user-agent parser). */
export interface ClientReader {
  isBot(userAgent: string): boolean;
  device(userAgent: string): DeviceKind;
  place(ip: string): Place;
}

/** Names a visitor: a hash of IP and user agent with the random salt of the Melbourne day (older salts are deleted). */
export interface VisitorIds {
  idOf(day: CalendarDate, ip: string, userAgent: string): Promise<string>;
}

/** One reported event, ready to store: no IP, no user agent. */
export interface RecordedEvent extends Place {
  at: Date;
  day: CalendarDate;
  visitor: string;
  device: DeviceKind;
  name: AnalyticsEventName;
  path: string;
}

/** Events are written in batches: `add` queues, the writer flushes on a timer or when the batch is full. */
export interface EventWriter {
  add(events: RecordedEvent[]): void;
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface AnalyticsReader {
  /** Visitors of the days, in total and per device kind. */
  visitors(from: CalendarDate, to: CalendarDate): Promise<{ total: number; desktop: number; mobile: number; tablet: number }>;
  /** Visitors per country code, region (with its country code) and city (with its country code), largest first. */
  places(from: CalendarDate, to: CalendarDate): Promise<{ countries: NamedCount[]; regions: (NamedCount & { countryCode: string })[]; cities: (NamedCount & { countryCode: string })[] }>;
}
