// The scaled-out mode as the README runs it: two web processes and one worker, started with the
// commands and environment of the README's "Scaled-out mode" sh block (only what must be local
// changes: database, Redis, ports, data folders, mail server, media bucket), on one Postgres and one
// Redis. Whatever one web process changes, the other sees; mails go out once, from the worker.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { checkerOf, jsonClient, type ApiCall } from '../test-support/api-client.js';
import { createUser } from '../test-support/factories/accounts.js';
import { createProduct } from '../test-support/factories/catalog.js';
import { orderBody, testCard } from '../test-support/factories/checkout.js';
import { startS3StandIn } from '../test-support/s3-stand-in.js';
import { nodeArgs, readScaledOutRecipe } from '../test-support/scaled-out-recipe.js';
import { startShop, type ShopProcess } from '../test-support/shop-process.js';
import { startSmtpReceiver } from '../test-support/smtp-receiver.js';
import { openStream } from '../test-support/sse-stream.js';
import { createTestDatabase } from '../test-support/test-database.js';

const redisUrl = inject('redisUrl');
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisUrl)('scaled-out mode: two web processes and a worker (needs TEST_REDIS_URL)', () => {
  it('share carts, sessions, rate limits, product edits and the dashboard stream; the worker alone sends each mail once', async () => {
    const recipe = readScaledOutRecipe();
    const [tdb, s3, smtp, webSmtp] = await Promise.all([createTestDatabase(), startS3StandIn(), startSmtpReceiver(), startSmtpReceiver()]);
    cleanups.push(
      () => tdb.drop(),
      () => s3.close(),
      () => smtp.close(),
      () => webSmtp.close(),
    );
    // The README's values, with what must be local put in; a variable the README adds that this test
    // cannot make local fails here instead of reaching a process with a placeholder.
    const local: Record<string, string> = {
      DATABASE_URL: tdb.url,
      DATABASE_APP_URL: tdb.appUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: `scaled-out-test-secret-${Date.now()}-0123456789`,
      SMTP_URL: smtp.url,
      MEDIA_S3_BUCKET: s3.bucket,
      MEDIA_S3_ENDPOINT: s3.url,
      AWS_ACCESS_KEY_ID: s3.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const shared: Record<string, string> = { ...recipe.shared, ...local };
    for (const [k, v] of Object.entries(shared)) if (/…|@postgres:|redis:\/\/redis|minio|example\.com/.test(v)) throw new Error(`the README's ${k}=${v} has no local value in this test`);
    // Test-only: its own Redis keys on the shared test Redis, and no demo catalogue to load.
    Object.assign(shared, { REDIS_PREFIX: `two${process.pid}${Date.now()}`, SEED_DEMO: 'false' });

    // The web processes get a mail server of their own: any mail they sent would land there, not in the worker's.
    const webEnv = { ...shared, SMTP_URL: webSmtp.url, ...recipe.web.env };
    const [a, b] = await Promise.all([startShop(webEnv, { args: nodeArgs(recipe.web.command) }), startShop(webEnv, { args: nodeArgs(recipe.web.command) })]);
    cleanups.push(
      () => a.stop(),
      () => b.stop(),
    );
    expect(a.port).not.toBe(b.port);

    const workerDir = mkdtempSync(join(tmpdir(), 'shop-worker-'));
    cleanups.push(() => rmSync(workerDir, { recursive: true, force: true }));
    const worker = spawn(process.execPath, nodeArgs(recipe.worker.command), {
      env: { PATH: process.env.PATH ?? '', ...shared, ...recipe.worker.env, DATA_DIR: workerDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let workerOut = '';
    worker.stdout.on('data', (d: Buffer) => (workerOut += d.toString()));
    worker.stderr.on('data', (d: Buffer) => (workerOut += d.toString()));
    const workerExit = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    cleanups.push(() => {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    });
    for (const deadline = performance.now() + 60_000; !workerOut.includes('worker running'); await sleep(100)) {
      if (worker.exitCode !== null || performance.now() > deadline) throw new Error(`the worker did not start:\n${workerOut}`);
    }

    // JSON calls whose answers must match the API document.
    const callerOf = async (shop: ShopProcess) => ({ call: jsonClient(shop.baseUrl, await checkerOf(shop.baseUrl)) });
    const [inA, inB] = await Promise.all([callerOf(a), callerOf(b)]);
    const db = new pg.Client({ connectionString: tdb.url });
    await db.connect();
    cleanups.push(() => db.end());
    const product = await createProduct(db, { priceCents: 4000, variants: [['M', 9]] });
    const customer = await createUser(db);
    const admin = await createUser(db, { isAdmin: true });
    const signIn = async (shop: { call: ApiCall }, user: { email: string; password: string }) => {
      const r = await shop.call('POST', '/api/users/login', { body: { email: user.email, password: user.password } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.token as string;
    };

    // A cart changed through A is the cart read through B.
    const token = await signIn(inA, customer);
    const added = await inA.call('POST', '/api/cart/addQuantityToCart', { token, body: { params: { product: product.id, quantity: 2, uid: customer.id, variant: product.variantIds[0] } } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const read = await inB.call('POST', `/api/cart/validateCart/${customer.id}`, { token, body: { userid: customer.id } });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.dbCart.map((l: { product: { _id: string }; variant: string; quantity: number }) => [l.product._id, l.variant, l.quantity])).toEqual([[product.id, product.variantIds[0], 2]]);

    // An administrator watching B's stream hears of the order placed through A.
    const adminToken = await signIn(inB, admin);
    const stream = await openStream(`${b.baseUrl}/api/admin/events`, adminToken);
    cleanups.push(() => stream.close());
    expect(stream.status).toBe(200);
    const before = (await inB.call('GET', '/api/admin/revenueDetails', { token: adminToken })).body;
    const placed = await inA.call('POST', '/api/orders/receiveStripePayment', {
      token,
      body: orderBody([[product.id, product.variantIds[0]!, 2]], { email: customer.email, userid: customer.id, paymentId: await testCard(inA) }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderid = placed.body.orderid as string;
    const revenue = await stream.next('revenue', (d: { totalOrdersToday: number }) => d.totalOrdersToday > before.totalOrdersToday, 15_000);
    expect(revenue).toMatchObject({ totalOrdersToday: before.totalOrdersToday + 1 });

    // A price edited through A: B's very next answer has it, though B had it cached.
    const productPath = `/api/products/getSpecificProduct/${product.id}`;
    for (let i = 0; i < 2; i++) expect((await inB.call('GET', productPath)).body.price).toBe(40);
    const form = new FormData();
    form.append('price', '52');
    const edited = await fetch(`${a.baseUrl}/api/admin/updateProduct/${product.id}`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await inB.call('GET', productPath)).body.price).toBe(52);

    // Failed sign-ins count across both: the 6th for one e-mail from one address within a minute is refused, whichever process gets it.
    const address = '198.18.200.7';
    for (let i = 0; i < 5; i++) {
      const r = await (i % 2 ? inB : inA).call('POST', '/api/users/login', { headers: { 'x-forwarded-for': address }, body: { email: customer.email, password: `wrong ${i}` } });
      expect(r.status, `failure ${i + 1}`).toBe(400);
    }
    expect((await inB.call('POST', '/api/users/login', { headers: { 'x-forwarded-for': address }, body: { email: customer.email, password: 'wrong 5' } })).status).toBe(429);
    expect((await inA.call('POST', '/api/users/login', { headers: { 'x-forwarded-for': address }, body: { email: customer.email, password: customer.password } })).status).toBe(429);

    // The shipping notice, sent once the administrator (through B) gives the tracking number.
    const shipped = await inB.call('POST', `/api/admin/updateDeliveryDate/${placed.body._id}`, { token: adminToken, body: { trackingNumber: 'ab123456789au' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);

    // A logout through B ends the session in A too.
    expect((await inA.call('GET', `/api/orders/getProfileOrders/${customer.id}`, { token })).status).toBe(200);
    expect((await inB.call('POST', '/api/users/logout', { token, body: {} })).status).toBe(200);
    expect((await inA.call('GET', `/api/orders/getProfileOrders/${customer.id}`, { token })).status).toBe(401);

    // Each mail once, from the worker; then a while longer to see that no second copy comes.
    await smtp.waitFor(customer.email, new RegExp(`Tax invoice for your order ${orderid}`));
    await smtp.waitFor(customer.email, new RegExp(`Your order ${orderid} is on its way`));
    await sleep(3_000);
    const count = (pattern: string) => smtp.mails.filter((m) => m.to.includes(customer.email.toLowerCase()) && m.text.includes(pattern)).length;
    expect(count(`Tax invoice for your order ${orderid}`)).toBe(1);
    expect(count(`Your order ${orderid} is on its way`)).toBe(1);
    expect(webSmtp.mails).toEqual([]);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM outbox WHERE delivered_at IS NULL');
    expect(rows[0].n).toBe(0);

    stream.close();
    worker.kill('SIGTERM');
    expect(await workerExit).toBe(0);
  });
});
