// A stockist's links are stored only as http(s) addresses: a javascript: or data: link is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const inquiry = (email: string, links: Record<string, string>) => ({ fullName: 'Sam Store', email, message: 'We would love to stock your beanies.', ...links });
const stored = async (email: string) =>
  (await api.db.query<{ website: string; instagram: string; facebook: string }>('SELECT website, instagram, facebook FROM stockist_inquiries WHERE email = $1', [email])).rows;

describe('stockist links', () => {
  it('refuses a javascript: website, and any other scheme in the link fields, storing nothing', async () => {
    const r = await api.call('POST', '/api/reviews/becomestockist', { body: inquiry('js@store.example', { website: 'javascript:alert(1)' }) });
    expect(r).toMatchObject({ status: 400, body: { website: 'Please enter a web address such as https://yourstore.com.au.' } });
    const social = await api.call('POST', '/api/reviews/becomestockist', {
      body: inquiry('js@store.example', { website: 'data:text/html,<script>alert(1)</script>', instagram: 'javascript:alert(1)', facebook: 'vbscript:msgbox(1)' }),
    });
    expect(Object.keys(social.body).sort()).toEqual(['facebook', 'instagram', 'website']);
    expect(await stored('js@store.example')).toEqual([]);
  });

  it('stores a bare domain and handles as https addresses', async () => {
    const r = await api.call('POST', '/api/reviews/becomestockist', { body: inquiry('bare@store.example', { website: 'store.example.com.au', instagram: '@sams', facebook: 'samsoutdoors' }) });
    expect(r.status).toBe(201);
    expect(await stored('bare@store.example')).toEqual([{ website: 'https://store.example.com.au/', instagram: 'https://www.instagram.com/sams', facebook: 'https://www.facebook.com/samsoutdoors' }]);
  });
});
