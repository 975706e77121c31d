// Media in the scaled-out mode: two web processes on one database, one Redis and one S3-compatible
// bucket (the local stand-in, spoken to by the real AWS SDK). An image uploaded through one process is
// served by the other, from the bucket; neither writes it to its own disk.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../test-support/factories/accounts.js';
import { startS3StandIn } from '../test-support/s3-stand-in.js';
import { startShop } from '../test-support/shop-process.js';
import { createTestDatabase } from '../test-support/test-database.js';

const redisUrl = inject('redisUrl');
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe.skipIf(!redisUrl)('media in an S3-compatible bucket (needs TEST_REDIS_URL)', () => {
  it('an image uploaded through one web process is served by the other, from the bucket', async () => {
    const s3 = await startS3StandIn();
    cleanups.push(() => s3.close());
    const tdb = await createTestDatabase();
    cleanups.push(() => tdb.drop());
    const shared = {
      DATABASE_URL: tdb.url,
      DATABASE_APP_URL: tdb.appUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `media${process.pid}${Date.now()}`,
      SEED_DEMO: 'false',
      RUN_WORKERS: 'false',
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_ENDPOINT: s3.url,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const [a, b] = await Promise.all([startShop(shared), startShop(shared)]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    const ready = await (await fetch(`${b.baseUrl}/api/readyz`)).json();
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', media: 'ok', redis: 'ok' } });

    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    const admin = await createUser(db, { isAdmin: true });
    const login = await fetch(`${a.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: 'Bucket Tee', description: 'Organic cotton.', price: '45', category: 'tops', variants: JSON.stringify([{ variantName: 'M', variantStockLevel: 3 }]) }))
      form.append(k, v);
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'tee.png');
    const created = await fetch(`${a.baseUrl}/api/admin/newProduct`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as { product: { _id: string; imageList: { imageUrl: string }[] } };
    const imageUrl = product.imageList[0]!.imageUrl;
    expect(imageUrl).toMatch(/^\/media\/products\//);

    const key = imageUrl.slice('/media/'.length);
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    const fromB = await fetch(`${b.baseUrl}${imageUrl}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(s3.objects.get(key)!.bytes)).toBe(true);
    const again = await fetch(`${b.baseUrl}${imageUrl}`, { headers: { 'if-none-match': fromB.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${a.baseUrl}/media/products/nope/1-320.webp`)).status).toBe(404);
    expect((await fetch(`${a.baseUrl}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    for (const shop of [a, b]) expect(existsSync(join(shop.dataDir, 'media', 'products'))).toBe(false);
  });
});
