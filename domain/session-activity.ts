/**
 * Sessions and activity. A customer's session lasts its lifetime (TOKEN_TTL_HOURS) whether used or
 * not; an administrator's also ends after 12 hours without activity. Activity is recorded at most
 * every 5 minutes (not a database write per request), so the idle time is measured from the last
 * recorded activity: a session used at least every 11 hours 55 minutes never idles out.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ADMIN_IDLE_TIMEOUT_MS = 12 * HOUR;
export const ACTIVITY_RECORD_INTERVAL_MS = 5 * MINUTE;

export interface SessionActivity {
  readonly isAdmin: boolean;
  readonly lastSeenAt: Date;
}

/** Whether a session has ended for want of activity (only an administrator's does). */
export const hasIdledOut = (session: SessionActivity, now: Date): boolean => session.isAdmin && now.getTime() - session.lastSeenAt.getTime() > ADMIN_IDLE_TIMEOUT_MS;

/** Whether this request's activity is worth writing down (the last record is 5 minutes old or more). */
export const shouldRecordActivity = (lastSeenAt: Date, now: Date): boolean => now.getTime() - lastSeenAt.getTime() >= ACTIVITY_RECORD_INTERVAL_MS;
