import { describe, expect, it } from 'vitest';
import { trackingSourcesOf } from './tracking-origins.js';

const DEFAULTS = { GA_SCRIPT_URL: 'https://www.googletagmanager.com/gtag/js', META_SCRIPT_URL: 'https://connect.facebook.net/en_US/fbevents.js' };

describe('trackingSourcesOf', () => {
  it('allows nothing when neither id is configured', () => {
    expect(trackingSourcesOf(DEFAULTS)).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows only Google’s origins with a measurement id', () => {
    const s = trackingSourcesOf({ ...DEFAULTS, GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(s.script).toEqual(['https://www.googletagmanager.com']);
    expect(s.connect).toContain('https://*.google-analytics.com');
    expect([...s.script, ...s.connect, ...s.img].some((o) => o.includes('facebook'))).toBe(false);
  });

  it('allows only Meta’s origins with a pixel id', () => {
    const s = trackingSourcesOf({ ...DEFAULTS, META_PIXEL_ID: '1234567890' });
    expect(s.script).toEqual(['https://connect.facebook.net']);
    expect(s.img).toEqual(['https://www.facebook.com']);
    expect([...s.script, ...s.connect, ...s.img].some((o) => o.includes('google'))).toBe(false);
  });

  it('adds the configured scripts’ own origins', () => {
    const s = trackingSourcesOf({ GA_MEASUREMENT_ID: 'G-TEST123', GA_SCRIPT_URL: 'http://127.0.0.1:4567/gtag/js', META_PIXEL_ID: '123456', META_SCRIPT_URL: 'http://127.0.0.1:4567/fbevents.js' });
    expect(s.script.filter((o) => o === 'http://127.0.0.1:4567')).toHaveLength(1);
    expect(s.connect).toContain('http://127.0.0.1:4567');
  });
});
