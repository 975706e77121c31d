import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, deviceKind, reportedPath } from './analytics-events.js';

describe('analytics events', () => {
  it('device kinds: tablets, phones (and watches) and everything else as desktop', () => {
    expect(deviceKind('tablet')).toBe('tablet');
    expect(deviceKind('mobile')).toBe('mobile');
    expect(deviceKind('wearable')).toBe('mobile');
    expect(deviceKind(undefined)).toBe('desktop');
    expect(deviceKind('smarttv')).toBe('desktop');
  });
  it('paths keep only the pathname', () => {
    expect(reportedPath('/account/orders?email=a@b.c#x')).toBe('/account/orders');
    expect(reportedPath('shop')).toBe('/shop');
  });
  it('property: a reported path starts with / and has neither query nor fragment, within the size limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1000 }), (s) => {
        const p = reportedPath(s);
        expect(p.startsWith('/')).toBe(true);
        expect(p).not.toMatch(/[?#]/);
        expect(p.length).toBeLessThanOrEqual(ANALYTICS_LIMITS.pathLength);
      }),
    );
  });
});
