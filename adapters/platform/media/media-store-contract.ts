// What every adapter of the media port promises, as tests each adapter's test file runs against itself:
// the public URL, read-back, replacement, concurrent writes, deletion and the key rule.
import { expect, it } from 'vitest';
import type { MediaStore } from '../../../application/platform/media-store.js';
import { InvalidMediaKeyError } from './media-key.js';

export interface ContractStore extends MediaStore {
  read(key: string): Promise<Uint8Array | null>;
}

export interface ContractFixture {
  /** A store over empty storage, serving under `publicPrefix` (default `/media`). */
  make(publicPrefix?: string): ContractStore;
  /** Every key the storage holds now. */
  keys(): Promise<string[]>;
}

export const UNSAFE_KEYS = [
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
];

/** Registers the contract's tests; `fixture()` is called inside each test (after the file's beforeEach). */
export function mediaStoreContract(fixture: () => ContractFixture): void {
  it('stores the bytes under the key and returns the public URL', async () => {
    const f = fixture();
    const store = f.make();
    const url = await store.put('products/abc/1-640.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(url).toBe('/media/products/abc/1-640.webp');
    expect([...((await store.read('products/abc/1-640.webp')) ?? [])]).toEqual([1, 2, 3]);
    expect(await f.keys()).toEqual(['products/abc/1-640.webp']);
  });

  it('uses the given public prefix (with or without a trailing slash)', async () => {
    const f = fixture();
    expect(await f.make('/static/').put('a.png', new Uint8Array([0]), 'image/png')).toBe('/static/a.png');
    expect(await f.make('https://cdn.example.com/m').put('b.png', new Uint8Array([0]), 'image/png')).toBe('https://cdn.example.com/m/b.png');
  });

  it('replaces an existing object', async () => {
    const f = fixture();
    const store = f.make();
    await store.put('x/y.bin', new Uint8Array([1]), 'application/octet-stream');
    await store.put('x/y.bin', new Uint8Array([2, 2]), 'application/octet-stream');
    expect([...((await store.read('x/y.bin')) ?? [])]).toEqual([2, 2]);
    expect(await f.keys()).toEqual(['x/y.bin']);
  });

  it('concurrent writes to one key leave one complete object', async () => {
    const f = fixture();
    const store = f.make();
    const payloads = Array.from({ length: 10 }, (_, i) => new Uint8Array(100_000).fill(i));
    await Promise.all(payloads.map((p) => store.put('race/file.bin', p, 'application/octet-stream')));
    const bytes = (await store.read('race/file.bin')) ?? new Uint8Array();
    expect(bytes.length).toBe(100_000);
    expect(new Set(bytes).size).toBe(1);
    expect(await f.keys()).toEqual(['race/file.bin']);
  });

  it('deletes an object, and ignores a missing one', async () => {
    const f = fixture();
    const store = f.make();
    await store.put('d/e.txt', new Uint8Array([1]), 'text/plain');
    await store.delete('d/e.txt');
    expect(await store.read('d/e.txt')).toBeNull();
    expect(await f.keys()).toEqual([]);
    await expect(store.delete('d/e.txt')).resolves.toBeUndefined();
    await expect(store.delete('never/was/here.txt')).resolves.toBeUndefined();
  });

  it.each(UNSAFE_KEYS)('rejects the unsafe key %j', async (key) => {
    const f = fixture();
    const store = f.make();
    await expect(store.put(key, new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(InvalidMediaKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    await expect(store.read(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    expect(await f.keys()).toEqual([]);
  });
}
