// The shop's own analytics over HTTP against a real database: visits from known public addresses
// (through a trusted proxy's X-Forwarded-For) land in the right country, region, city and device
// buckets and periods; bots are ignored; only known events of bounded size are taken; the ingest is
// rate limited; no IP is stored anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, melbourneDate } from '../../../domain/dates.js';
import { expectAdminOnly, signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { writeEvents } from './analytics-store.js';
import type { BatchWriter } from './batch-writer.js';
import { ANALYTICS_WRITER } from './module.js';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const MELBOURNE = '203.2.218.214';
const SYDNEY = '13.54.0.1';
const ST_ALBANS = '81.2.69.142';
const FRANKFURT = '2a00:1450:4001:81b::200e';
const BOT_ADDRESS = '139.130.4.5';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
  admin = await signIn(api);
});
afterAll(async () => {
  await api?.close();
});

const report = (ip: string, userAgent: string, events: unknown) => api.call('POST', '/api/analytics/events', { headers: { 'x-forwarded-for': ip, 'user-agent': userAgent }, body: { events } });
const flush = () => api.container.get<BatchWriter>(ANALYTICS_WRITER).flush();
const get = async (path: string) => {
  const r = await api.call('GET', `/api/admin/${path}`, { token: admin.token });
  expect(r.status).toBe(200);
  return r.body;
};

describe('visits through a trusted proxy', () => {
  beforeAll(async () => {
    expect((await report(MELBOURNE, DESKTOP, [{ name: 'PageView', path: '/' }])).status).toBe(204);
    expect((await report(MELBOURNE, DESKTOP, [{ name: 'AddToCart', path: '/shop/trail-tee?ref=x' }])).status).toBe(204); // the same visitor again
    expect(
      (
        await report(SYDNEY, IPHONE, [
          { name: 'PageView', path: '/explore' },
          { name: 'ViewContent', path: '/product/1' },
        ])
      ).status,
    ).toBe(204);
    expect((await report(ST_ALBANS, IPAD, [{ name: 'PageView', path: '/' }])).status).toBe(204);
    expect((await report(FRANKFURT, DESKTOP, [{ name: 'Lead', path: '/' }])).status).toBe(204);
    expect((await report(BOT_ADDRESS, GOOGLEBOT, [{ name: 'PageView', path: '/' }])).status).toBe(204); // answered alike, not counted
    await flush();
  });

  it('count each visitor once a day, in the right device buckets, and not the bot', async () => {
    expect(await get('googleAnalyticsDetails/today')).toEqual({ totalUsers: 4, desktopUsers: 2, mobileUsers: 1, tabletUsers: 1 });
    expect(await get('googleAnalyticsDetails/yesterday')).toEqual({ totalUsers: 0, desktopUsers: 0, mobileUsers: 0, tabletUsers: 0 });
    for (const p of ['7daysAgo', '28daysAgo', '90daysAgo']) expect(await get(`googleAnalyticsDetails/${p}`)).toEqual(await get('googleAnalyticsDetails/today'));
  });

  it('land in the right country, region and city', async () => {
    const lists = await get('googleAnalyticsLists/today');
    expect(lists.countryList).toEqual([
      { name: 'Australia', count: 2 },
      { name: 'Germany', count: 1 },
      { name: 'United Kingdom', count: 1 },
    ]);
    expect(lists.regionList).toEqual(
      expect.arrayContaining([
        { name: 'VIC, AU', count: 1 },
        { name: 'NSW, AU', count: 1 },
        { name: 'ENG, GB', count: 1 },
        { name: 'HE, DE', count: 1 },
      ]),
    );
    expect(lists.regionList).toHaveLength(4);
    expect(lists.cityList).toEqual(
      expect.arrayContaining([
        { name: 'Melbourne, Australia', count: 1 },
        { name: 'Sydney, Australia', count: 1 },
        { name: 'St Albans, United Kingdom', count: 1 },
        { name: 'Frankfurt am Main, Germany', count: 1 },
      ]),
    );
    expect(lists.regionList.map((r: { name: string }) => r.name)).not.toContain('QLD, AU'); // the bot's
    expect(await get('getMapData/today')).toEqual([
      { country: 'Australia', code: 'AU', count: 2 },
      { country: 'Germany', code: 'DE', count: 1 },
      { country: 'United Kingdom', code: 'GB', count: 1 },
    ]);
  });

  it('keep the events as sent, paths without their query, and no IP or user agent anywhere in the database', async () => {
    const { rows } = await api.db.query<{ name: string; path: string }>('SELECT name, path FROM analytics_events ORDER BY id');
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'AddToCart', path: '/shop/trail-tee' },
        { name: 'ViewContent', path: '/product/1' },
      ]),
    );
    expect(rows).toHaveLength(6);
    const tables = (await api.db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")).rows.map(
      (r) => r.table_name,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      for (const needle of [MELBOURNE, SYDNEY, ST_ALBANS, FRANKFURT, BOT_ADDRESS, '2a00:1450', 'iPhone', 'Googlebot']) {
        const hits = await api.db.query(`SELECT 1 FROM "${table}" t WHERE t::text LIKE $1 LIMIT 1`, [`%${needle}%`]);
        expect(hits.rowCount, `${needle} in ${table}`).toBe(0);
      }
    }
  });
});

describe('periods are Melbourne days', () => {
  it('a visit 3 days ago counts in the last 7, 28 and 90 days; one 40 days ago only in the last 90', async () => {
    const today = melbourneDate(new Date());
    const visit = (daysAgo: number, visitor: string) => ({
      at: new Date(),
      day: addCalendarDays(today, -daysAgo),
      visitor,
      name: 'PageView' as const,
      path: '/',
      countryCode: 'NZ',
      region: 'AUK',
      city: 'Auckland',
      device: 'mobile' as const,
    });
    await writeEvents(api.db, [visit(3, 'three-days-ago'), visit(40, 'forty-days-ago')]);
    const nz = async (p: string) => (await get(`getMapData/${p}`)).find((c: { code: string }) => c.code === 'NZ')?.count ?? 0;
    expect([await nz('today'), await nz('yesterday'), await nz('7daysAgo'), await nz('28daysAgo'), await nz('90daysAgo')]).toEqual([0, 0, 1, 1, 2]);
  });
});

describe('what the ingest refuses', () => {
  it('unknown event names, too many events and oversized paths are 400 with a message', async () => {
    expect(await report(MELBOURNE, DESKTOP, [{ name: 'Hack', path: '/' }])).toMatchObject({ status: 400, body: { name: expect.stringContaining('PageView') } });
    expect(
      await report(
        MELBOURNE,
        DESKTOP,
        Array.from({ length: 21 }, () => ({ name: 'PageView', path: '/' })),
      ),
    ).toMatchObject({ status: 400, body: { events: 'Send at most 20 events at once.' } });
    expect(await report(MELBOURNE, DESKTOP, [{ name: 'PageView', path: `/${'x'.repeat(2001)}` }])).toMatchObject({ status: 400 });
    expect(await report(MELBOURNE, DESKTOP, [])).toMatchObject({ status: 400, body: { events: 'Send at least one event.' } });
    expect(await report(MELBOURNE, DESKTOP, 'nope')).toMatchObject({ status: 400 });
  });

  it('an address sending more than 600 reports in 15 minutes is refused with 429', async () => {
    const ip = '198.51.100.7';
    let last = 0;
    for (let i = 0; i < 601; i++) last = (await report(ip, DESKTOP, [{ name: 'PageView', path: '/' }])).status;
    expect(last).toBe(429);
    expect((await report('198.51.100.8', DESKTOP, [{ name: 'PageView', path: '/' }])).status).toBe(204);
  });

  it('a bad period is 400 {period}; the analytics calls are for administrators only', async () => {
    for (const call of ['googleAnalyticsDetails', 'googleAnalyticsLists', 'getMapData']) {
      expect(await api.call('GET', `/api/admin/${call}/30daysAgo`, { token: admin.token })).toMatchObject({ status: 400, body: { period: expect.any(String) } });
      await expectAdminOnly(api, { method: 'GET', path: `/api/admin/${call}/today` });
    }
  });
});
