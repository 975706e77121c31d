import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RECORD_INTERVAL_MS, ADMIN_IDLE_TIMEOUT_MS, hasIdledOut, shouldRecordActivity } from './session-activity.js';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 1) + ms);

/** Requests at these gaps (ms) on a session opened at 0, recording activity as the rule says: whether it ends, and how many writes. */
function simulate(isAdmin: boolean, gaps: readonly number[]): { ended: boolean; writes: number } {
  let now = 0;
  let lastSeen = 0;
  let writes = 0;
  for (const gap of gaps) {
    now += gap;
    if (hasIdledOut({ isAdmin, lastSeenAt: at(lastSeen) }, at(now))) return { ended: true, writes };
    if (shouldRecordActivity(at(lastSeen), at(now))) {
      lastSeen = now;
      writes += 1;
    }
  }
  return { ended: false, writes };
}

describe('idle timeout', () => {
  it('ends an administrator’s session after 12 hours without activity, a customer’s never for idling', () => {
    expect(hasIdledOut({ isAdmin: true, lastSeenAt: at(0) }, at(12 * HOUR))).toBe(false);
    expect(hasIdledOut({ isAdmin: true, lastSeenAt: at(0) }, at(12 * HOUR + 1))).toBe(true);
    expect(hasIdledOut({ isAdmin: false, lastSeenAt: at(0) }, at(7 * 24 * HOUR))).toBe(false);
  });

  it('records activity at most every 5 minutes', () => {
    expect(shouldRecordActivity(at(0), at(ACTIVITY_RECORD_INTERVAL_MS - 1))).toBe(false);
    expect(shouldRecordActivity(at(0), at(ACTIVITY_RECORD_INTERVAL_MS))).toBe(true);
  });

  it('property: an administrator using the session at least every 11 h 55 min is never signed out', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: ADMIN_IDLE_TIMEOUT_MS - ACTIVITY_RECORD_INTERVAL_MS }), { maxLength: 60 }), (gaps) => {
        expect(simulate(true, gaps).ended).toBe(false);
      }),
    );
  });

  it('property: an administrator’s session left alone more than 12 hours ends, however busy it was before', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 * HOUR }), { maxLength: 60 }), fc.integer({ min: ADMIN_IDLE_TIMEOUT_MS + 1, max: 7 * 24 * HOUR }), (busy, idle) => {
        expect(simulate(true, [...busy, idle]).ended).toBe(true);
        expect(simulate(false, [...busy, idle]).ended).toBe(false);
      }),
    );
  });

  it('property: writes stay at most one per 5 minutes of session time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * 60_000 }), { maxLength: 200 }), (gaps) => {
        const { writes } = simulate(false, gaps);
        const span = gaps.reduce((a, b) => a + b, 0);
        expect(writes).toBeLessThanOrEqual(Math.floor(span / ACTIVITY_RECORD_INTERVAL_MS));
      }),
    );
  });
});
