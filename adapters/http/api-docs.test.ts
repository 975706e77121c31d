import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string) => fetch(`${api.baseUrl}${path}`);

describe('/api/docs (real app)', () => {
  it('serves the page and exactly the files it loads', async () => {
    const page = await get('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    const loaded = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
    expect(loaded.sort()).toEqual(['/api/docs/init.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
    for (const path of loaded) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(path.endsWith('.css') ? /^text\/css/ : /^(application|text)\/javascript/);
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
  });

  it('does not serve the rest of the swagger-ui-dist package', async () => {
    for (const path of [
      'package.json',
      'index.html',
      'swagger-initializer.js',
      'oauth2-redirect.html',
      'swagger-ui-bundle.js.map',
      'README.md',
      'absolute-path.js',
      '../package.json',
      '%2e%2e/package.json',
    ]) {
      const res = await get(`/api/docs/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/swagger-ui-dist|"version"|<title>Swagger UI<\/title>/);
    }
  });
});
