// Pictures sent to the back office's product calls: only real JPEG and PNG within 10 MB, at most 8,
// no decompression bombs, stored as WebP under names the server makes. Against the real web app,
// sharp and the disk media store.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';
import { productAnswer } from './product-schemas.js';

let api: TestApi;
let admin: SignedIn;
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  admin = await signIn(api);
  jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a6' } })
    .withMetadata({ exif: { IFD0: { Artist: 'secret author' } } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 200, height: 300, channels: 4, background: '#c30' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await api?.close();
});

/** A PNG whose header claims `width` × `height` pixels, in a few hundred bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 4 + body.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(4096))), chunk('IEND', Buffer.alloc(0))]);
}

type Upload = { name: string; bytes: Buffer; type?: string };

async function send(path: string, fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.name);
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  return { status: res.status, body: await res.json() };
}

const fields = () => ({
  name: `Upload Tee ${randomUUID().slice(0, 6)}`,
  description: 'Organic cotton.',
  price: '45',
  category: 'tops',
  variants: JSON.stringify([{ variantName: 'M', variantStockLevel: 3 }]),
});
const productCount = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]?.n;
const mediaFiles = () => {
  const dir = join(api.dataDir, 'media', 'products');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};

describe('product images', () => {
  it('re-encodes JPEG and PNG to WebP at 320, 640 and 960 px under server-made names, without metadata, served from /media', async () => {
    const r = await send('/api/admin/newProduct', fields(), [
      { name: '../../etc/passwd.jpg', bytes: jpeg, type: 'image/jpeg' },
      { name: 'back.png', bytes: png },
    ]);
    expect(r.status).toBe(201);
    const { product } = productAnswer.parse(r.body);
    expect(product.imageList).toHaveLength(2);
    for (const image of product.imageList) {
      expect(image.imageUrl).toBe(`/media/products/${product._id}/${image._id}-640.webp`);
      for (const width of [320, 640, 960]) {
        const file = join(api.dataDir, 'media', 'products', product._id, `${image._id}-${width}.webp`);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(width);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect((await sharp(join(api.dataDir, 'media', 'products', product._id, `${product.imageList[0]!._id}-960.webp`)).metadata()).width).toBe(960);
    const served = await fetch(`${api.baseUrl}${product.imageList[1]!.imageUrl}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });

  it.each([
    ['an HTML page named x.png', { name: 'x.png', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') }],
    ['an SVG named x.png', { name: 'x.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>') }],
    ['a GIF', { name: 'x.png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }],
  ])('refuses %s with 400 under image, storing nothing', async (_what, upload) => {
    const before = [await productCount(), mediaFiles()];
    const r = await send('/api/admin/newProduct', fields(), [{ name: 'ok.png', bytes: png }, upload]);
    expect(r).toEqual({ status: 400, body: { image: 'x.png is not a JPEG or PNG image.' } });
    expect([await productCount(), mediaFiles()]).toEqual(before);
  });

  it('refuses a decompression bomb (a PNG claiming 8,000 × 8,000 pixels, past the 40-megapixel cap yet under sharp’s own default) before decoding it', async () => {
    const bomb = pngClaiming(8_000, 8_000);
    expect(bomb.length).toBeLessThan(1000);
    const before = [await productCount(), mediaFiles()];
    const r = await send('/api/admin/newProduct', fields(), [{ name: 'bomb.png', bytes: bomb }]);
    expect(r).toMatchObject({ status: 400, body: { image: expect.stringContaining('too many pixels') } });
    expect([await productCount(), mediaFiles()]).toEqual(before);
  });

  it('refuses a file over 10 MB, more than 8 files, files under another field, and a product without images', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await send('/api/admin/newProduct', fields(), [{ name: 'big.png', bytes: big }])).toEqual({ status: 400, body: { image: 'Each image must be 10 MB or smaller.' } });
    const nine = Array.from({ length: 9 }, (_, i) => ({ name: `${i}.png`, bytes: png }));
    expect(await send('/api/admin/newProduct', fields(), nine)).toEqual({ status: 400, body: { image: 'A product has at most 8 images.' } });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const other = await fetch(`${api.baseUrl}/api/admin/newProduct`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect([other.status, await other.json()]).toEqual([400, { image: 'Send the images in the images field, at most 8.' }]);
    expect(await send('/api/admin/newProduct', fields(), [])).toEqual({ status: 400, body: { image: 'Add at least one image (JPEG or PNG).' } });
  });

  it('refuses an upload from someone who is not an administrator before reading it', async () => {
    const res = await fetch(`${api.baseUrl}/api/admin/newProduct`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(401);
  });
});
