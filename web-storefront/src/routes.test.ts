import { describe, expect, it } from 'vitest';
import { STOREFRONT_PAGES } from '../../adapters/http/storefront-routes.js';
import { PAGE_ROUTES } from './routes';

describe('the storefront page list', () => {
  it('is the same on the server (404s, titles, heads) as in the SPA, path for path', () => {
    const server = STOREFRONT_PAGES.map((p) => p.path);
    const client = PAGE_ROUTES.map((r) => r.path);
    expect(client).toEqual(server);
  });
});
