import { describe, expect, it } from 'vitest';
import { startTestApi } from '../../../test-support/test-api.js';

const directive = (csp: string, name: string) => new RegExp(`(?:^|;)${name} ([^;]+)`).exec(csp)?.[1]?.split(' ') ?? [];

describe('GET /api/tracking/config and the policy', () => {
  it('without ids: nothing to forward to, and no Google or Meta origin in the policy', async () => {
    const api = await startTestApi();
    try {
      expect((await api.call('GET', '/api/tracking/config')).body).toEqual({ google: null, meta: null });
      const csp = (await fetch(`${api.baseUrl}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).not.toMatch(/google|facebook/);
    } finally {
      await api.close();
    }
  });

  it('with both ids: the storefront gets ids and script URLs, and the policy allows their origins', async () => {
    const api = await startTestApi({ env: { GA_MEASUREMENT_ID: 'G-TEST123', META_PIXEL_ID: '1234567890' } });
    try {
      expect((await api.call('GET', '/api/tracking/config')).body).toEqual({
        google: { measurementId: 'G-TEST123', scriptUrl: 'https://www.googletagmanager.com/gtag/js' },
        meta: { pixelId: '1234567890', scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js' },
      });
      const csp = (await fetch(`${api.baseUrl}/`)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
      expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(csp, 'img-src')).toContain('https://www.facebook.com');
    } finally {
      await api.close();
    }
  });
});
