import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test-support/factories/accounts.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { SUPPORT_EMAIL: 'shop@example.com' } });
});
afterAll(async () => {
  await api?.close();
});

const mails = async (to: string) =>
  (await api.db.query<{ payload: { to: string; subject: string; text: string } }>(`SELECT payload FROM outbox WHERE topic = 'job:send-mail' AND payload->>'to' = $1`, [to])).rows.map((r) => r.payload);

describe('newsletter', () => {
  it('stores a guest user and subscriber, creates a one-time 10% code and mails that code', async () => {
    const r = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'Walker@Example.com', firstName: 'Jo', cart: [] } });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: 'walker@example.com', firstName: 'Jo', registeredUser: false });
    const { rows: users } = await api.db.query('SELECT registered_user FROM users WHERE id = $1', [r.body.user._id]);
    expect(users[0].registered_user).toBe(false);
    const { rows: subs } = await api.db.query('SELECT coupon_code FROM newsletter_subscribers WHERE email = $1', ['walker@example.com']);
    const code = subs[0].coupon_code as string;
    const { rows: coupons } = await api.db.query('SELECT is_percent, amount, is_one_time, is_active FROM coupons WHERE code = $1', [code]);
    expect(coupons[0]).toEqual({ is_percent: true, amount: 1000, is_one_time: true, is_active: true }); // hundredths of a percent
    const [mail] = await mails('walker@example.com');
    expect(mail!.text).toContain(code);

    // The code in the mail works at checkout: 10% off a $60.00 cart is $6.00.
    const p = await createProduct(api.db, { priceCents: 6000 });
    const applied = await api.call('POST', '/api/discounts/applyDiscount', { body: { coupon: code, cart: [{ product: p.id, variant: p.variantIds[0], quantity: 1 }] } });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ amount: 10, isPercent: true, discount: 600 });

    const again = await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'walker@example.com' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ email: 'Email address has already subscribed.', userExists: true });
  });

  it('each subscriber gets a different code', async () => {
    await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'one@example.com' } });
    await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'two@example.com' } });
    const { rows } = await api.db.query(`SELECT coupon_code FROM newsletter_subscribers WHERE email IN ('one@example.com', 'two@example.com')`);
    expect(new Set(rows.map((r) => r.coupon_code)).size).toBe(2);
  });

  it("bad e-mails answer 400 with the spec's words", async () => {
    expect((await api.call('POST', '/api/guestUsers/newsletter', { body: { email: '' } })).body).toEqual({ email: 'Required' });
    expect((await api.call('POST', '/api/guestUsers/newsletter', { body: { email: 'nope' } })).body).toEqual({ email: 'Invalid email' });
  });
});

describe('feedback and stockist', () => {
  it('stores feedback and mails the shop', async () => {
    const r = await api.call('POST', '/api/reviews/feedback', { body: { email: 'fan@example.com', feedback: 'Love the beanies', stars: 5 } });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Thanks for you feedback!');
    const { rows } = await api.db.query('SELECT stars, feedback FROM feedback WHERE email = $1', ['fan@example.com']);
    expect(rows[0]).toEqual({ stars: 5, feedback: 'Love the beanies' });
    expect((await mails('shop@example.com')).some((m) => m.text.includes('Love the beanies'))).toBe(true);
  });

  it('feedback field errors', async () => {
    const r = await api.call('POST', '/api/reviews/feedback', { body: { email: 'x', stars: 9 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ email: 'Invalid email', stars: expect.any(String) });
    expect((await api.call('POST', '/api/reviews/feedback', { body: { email: 'a@example.com' } })).body.stars).toBeDefined();
  });

  it('stores a stockist inquiry with a checked ABN and mails the shop', async () => {
    const body = {
      fullName: 'Sam Store',
      email: 'sam@store.example',
      phoneNumber: '+61 3 9000 0000',
      businessName: "Sam's Outdoors",
      abn: '51 824 753 556',
      category: 'Outdoor',
      website: 'https://store.example',
      instagram: '@sams',
      facebook: 'samsoutdoors',
      message: 'We would love to stock your beanies.',
    };
    const r = await api.call('POST', '/api/reviews/becomestockist', { body });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("We've recieved your inquiry. We'll be in touch within 24-48 hours.");
    const { rows } = await api.db.query('SELECT abn, business_name FROM stockist_inquiries WHERE email = $1', ['sam@store.example']);
    expect(rows[0]).toEqual({ abn: '51 824 753 556', business_name: "Sam's Outdoors" });
    expect((await mails('shop@example.com')).some((m) => m.text.includes('We would love to stock'))).toBe(true);
  });

  it('stockist field errors: required fields and a bad ABN', async () => {
    const r = await api.call('POST', '/api/reviews/becomestockist', { body: { abn: '51 824 753 557' } });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body).sort()).toEqual(['abn', 'email', 'fullName', 'message']);
    expect(r.body.abn).toMatch(/Australian Business Number/);
  });
});

describe('newReview', () => {
  const form = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (file) f.append('reviewImage', new Blob([file.bytes], { type: file.type }), file.name);
    return f;
  };
  const post = async (f: FormData, token?: string) => {
    const res = await fetch(`${api.baseUrl}/api/reviews/newReview`, { method: 'POST', body: f, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  const fields = (productId: string) => ({ review: 'Warm and soft', firstName: 'Ava', lastName: 'Nguyen', email: 'ava@example.com', productId, rating: '5', cart: '[]' });

  it('stores a review unpublished, mails the shop, and keeps a PNG named .jpg as a re-encoded WebP without EXIF', async () => {
    const p = await createProduct(api.db, { name: 'Photo Beanie' });
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f4a3a' } })
      .png()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } })
      .toBuffer();
    expect(png.includes(Buffer.from('secret-exif-marker'))).toBe(true);
    const r = await post(form(fields(p.id), { bytes: new Uint8Array(png), name: 'holiday.jpg', type: 'image/jpeg' }));
    expect(r.status).toBe(201);
    const { rows } = await api.db.query('SELECT id, is_active, review_image, user_id FROM reviews WHERE product_id = $1', [p.id]);
    expect(rows[0]).toMatchObject({ is_active: false, user_id: null });
    expect(rows[0].review_image).toBe(`/media/reviews/${rows[0].id}-640.webp`);
    const files = readdirSync(join(api.dataDir, 'media', 'reviews')).filter((f) => f.startsWith(rows[0].id));
    expect(files.sort()).toEqual([`${rows[0].id}-320.webp`, `${rows[0].id}-640.webp`, `${rows[0].id}-960.webp`]);
    const stored = readFileSync(join(api.dataDir, 'media', 'reviews', `${rows[0].id}-640.webp`));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    expect((await mails('shop@example.com')).some((m) => m.subject.includes('Photo Beanie'))).toBe(true);

    const publicView = await api.call('GET', `/api/products/getSpecificProduct/${p.id}`);
    expect(publicView.body.reviews).toEqual([]);
  });

  it("a signed-in customer's review carries their user id (Verified)", async () => {
    const p = await createProduct(api.db);
    const u = await createUser(api.db);
    const login = await api.call('POST', '/api/users/login', { body: { email: u.email, password: u.password } });
    const r = await post(form(fields(p.id)), login.body.token);
    expect(r.status).toBe(201);
    const { rows } = await api.db.query('SELECT user_id, review_image FROM reviews WHERE product_id = $1', [p.id]);
    expect(rows[0]).toEqual({ user_id: u.id, review_image: null });
  });

  it('refuses a text file named .png (400) and a photo over 5 MB (413)', async () => {
    const p = await createProduct(api.db);
    const text = await post(form(fields(p.id), { bytes: new TextEncoder().encode('just some words, not a picture'), name: 'photo.png', type: 'image/png' }));
    expect(text.status).toBe(400);
    expect(text.body.reviewImage).toBe('The photo must be a PNG or JPEG image.');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await post(form(fields(p.id), { bytes: big, name: 'big.jpg', type: 'image/jpeg' }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.reviewImage).toBe('The photo must be 5 MB or smaller.');
  });

  it('field errors, malformed and unknown product ids', async () => {
    const p = await createProduct(api.db);
    const empty = await post(form({ productId: p.id, rating: '' }));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ review: 'Required field', firstName: 'Required field', lastName: 'Required field', email: 'Required field', rating: expect.any(String) });
    expect((await post(form({ ...fields(p.id), rating: '7' }))).body.rating).toMatch(/1 to 5/);
    const bad = await post(form({ ...fields('not-an-id') }));
    expect(bad.status).toBe(400);
    expect(bad.body.productId).toMatch(/valid id/);
    expect((await post(form(fields('7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11')))).status).toBe(404);
  });
});
