import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskMediaStore, InvalidMediaKeyError } from './disk-media-store.js';

describe('DiskMediaStore', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the bytes under the root and returns the public URL', async () => {
    const store = new DiskMediaStore(root);
    const url = await store.put('products/abc/1-640.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(url).toBe('/media/products/abc/1-640.webp');
    expect([...(await readFile(join(root, 'products/abc/1-640.webp')))]).toEqual([1, 2, 3]);
    expect(await readdir(join(root, 'products/abc'))).toEqual(['1-640.webp']); // no temp file left behind
  });

  it('uses the given public prefix (with or without a trailing slash)', async () => {
    expect(await new DiskMediaStore(root, '/static/').put('a.png', new Uint8Array([0]), 'image/png')).toBe('/static/a.png');
    expect(await new DiskMediaStore(root, 'https://cdn.example.com/m').put('b.png', new Uint8Array([0]), 'image/png')).toBe('https://cdn.example.com/m/b.png');
  });

  it('replaces an existing file', async () => {
    const store = new DiskMediaStore(root);
    await store.put('x/y.bin', new Uint8Array([1]), 'application/octet-stream');
    await store.put('x/y.bin', new Uint8Array([2, 2]), 'application/octet-stream');
    expect([...(await readFile(join(root, 'x/y.bin')))]).toEqual([2, 2]);
    expect(await readdir(join(root, 'x'))).toEqual(['y.bin']);
  });

  it('concurrent writes to one key leave one complete file and no temp files', async () => {
    const store = new DiskMediaStore(root);
    const payloads = Array.from({ length: 10 }, (_, i) => new Uint8Array(100_000).fill(i));
    await Promise.all(payloads.map((p) => store.put('race/file.bin', p, 'application/octet-stream')));
    const bytes = await readFile(join(root, 'race/file.bin'));
    expect(bytes.length).toBe(100_000);
    expect(new Set(bytes).size).toBe(1);
    expect(await readdir(join(root, 'race'))).toEqual(['file.bin']);
  });

  it('deletes a file, and ignores a missing one', async () => {
    const store = new DiskMediaStore(root);
    await store.put('d/e.txt', new Uint8Array([1]), 'text/plain');
    await store.delete('d/e.txt');
    await expect(stat(join(root, 'd/e.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.delete('d/e.txt')).resolves.toBeUndefined();
    await expect(store.delete('never/was/here.txt')).resolves.toBeUndefined();
  });

  it.each([
    '',
    '../escape.txt',
    'a/../../escape.txt',
    'a/..',
    'a..b/c.txt',
    '/etc/passwd',
    'a//b.txt',
    'a/b/',
    '.hidden',
    'a/.git/config',
    'a\\b.txt',
    'C:/x.txt',
    'sp ace.txt',
    'semi;colon.txt',
    'nul\0byte.txt',
    'ünïcode.txt',
    'a'.repeat(600),
  ])('rejects the unsafe key %j', async (key) => {
    const store = new DiskMediaStore(root);
    await expect(store.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(InvalidMediaKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    expect(await readdir(root)).toEqual([]);
  });
});
