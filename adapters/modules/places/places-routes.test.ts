// The address autofill endpoints over the real app: suggestions from the shipped postcode list,
// validation, caching and rate limits, and the maps provider's settings and CSP only with a key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { SUGGEST_LIMIT } from './places-routes.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const suggest = (query: string, headers: Record<string, string> = {}) => api.call('GET', `/api/places/suggest?${query}`, { headers });
const directive = (csp: string, name: string) => new RegExp(`(?:^|;)${name} ([^;]+)`).exec(csp)?.[1]?.split(' ') ?? [];

describe('GET /api/places/suggest', () => {
  it('suggests suburb, state and postcode from the start of a suburb or a postcode, and lets browsers keep the answer', async () => {
    const bySuburb = await suggest('q=Fitzroy&country=Australia');
    expect(bySuburb.status).toBe(200);
    expect(bySuburb.body.suggestions).toEqual(
      expect.arrayContaining([
        { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
        { suburb: 'Fitzroy', state: 'SA', postcode: '5082' },
      ]),
    );
    expect(bySuburb.headers.get('cache-control')).toBe('public, max-age=86400');
    const byPostcode = await suggest('q=3065');
    expect(byPostcode.body.suggestions[0]).toEqual({ suburb: 'Fitzroy', state: 'VIC', postcode: '3065' });
    const narrowed = await suggest(`q=${encodeURIComponent('st kilda, vic')}`);
    expect(narrowed.body.suggestions[0]).toEqual({ suburb: 'St Kilda', state: 'VIC', postcode: '3182' });
    expect(narrowed.body.suggestions.every((s: { state: string }) => s.state === 'VIC')).toBe(true);
  });

  it('answers no suggestions for other countries', async () => {
    const r = await suggest('q=Auckland&country=New%20Zealand');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ suggestions: [] });
  });

  it('answers 400 with a field message for missing, long or odd input', async () => {
    expect(await suggest('country=Australia')).toMatchObject({ status: 400, body: { q: 'Type the start of a suburb or a postcode.' } });
    expect(await suggest(`q=${'a'.repeat(61)}`)).toMatchObject({ status: 400, body: { q: 'At most 60 characters.' } });
    expect(await suggest('q=mel&q=syd')).toMatchObject({ status: 400, body: { q: expect.any(String) } });
    const mars = await suggest('q=mel&country=Mars');
    expect(mars.status).toBe(400);
    expect(mars.body.country).toMatch(/^Country must be one of Australia/);
  });

  it(`limits lookups to ${SUGGEST_LIMIT.limit} a minute per address, with Retry-After`, async () => {
    const other = await startTestApi();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < SUGGEST_LIMIT.limit; i++) statuses.push((await other.call('GET', `/api/places/suggest?q=${3000 + (i % 50)}`)).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const refused = await other.call('GET', '/api/places/suggest?q=3000');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: 'Too many address lookups from this address. Please wait a moment.' });
    } finally {
      await other.close();
    }
  });
});

describe('maps provider for the street field', () => {
  it('without a key: no street provider, and no Google origin in the Content-Security-Policy', async () => {
    expect((await api.call('GET', '/api/places/config')).body).toEqual({ street: null });
    const csp = (await fetch(`${api.baseUrl}/checkout`)).headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/google|gstatic/);
  });

  it('with a key: the storefront gets the script URL and key, and the policy allows exactly the Maps origins', async () => {
    const withKey = await startTestApi({ env: { GOOGLE_MAPS_API_KEY: 'AIza-test-key', GOOGLE_MAPS_JS_URL: 'https://maps.googleapis.com/maps/api/js' } });
    try {
      expect((await withKey.call('GET', '/api/places/config')).body).toEqual({ street: { provider: 'google', scriptUrl: 'https://maps.googleapis.com/maps/api/js', apiKey: 'AIza-test-key' } });
      const csp = (await fetch(`${withKey.baseUrl}/checkout`)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://*.googleapis.com']);
      expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.googleapis.com', 'https://*.gstatic.com']);
      expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
      expect(csp).not.toContain('unsafe-eval');
    } finally {
      await withKey.close();
    }
  });
});
