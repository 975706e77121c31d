import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskMediaStore } from './disk-media-store.js';
import { mediaStoreContract } from './media-store-contract.js';

describe('DiskMediaStore', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-store-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describe('the media store contract', () => {
    mediaStoreContract(() => ({
      make: (publicPrefix) => new DiskMediaStore(root, publicPrefix),
      keys: async () =>
        ((await readdir(root, { recursive: true, withFileTypes: true })) as { isFile(): boolean; name: string; parentPath: string }[])
          .filter((e) => e.isFile())
          .map((e) =>
            join(e.parentPath, e.name)
              .slice(root.length + 1)
              .split('\\')
              .join('/'),
          )
          .sort(),
    }));
  });

  it('writes the file under the root at the key, atomically (no temp file left behind)', async () => {
    const store = new DiskMediaStore(root);
    await store.put('products/abc/1-640.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect([...(await readFile(join(root, 'products/abc/1-640.webp')))]).toEqual([1, 2, 3]);
    expect(await readdir(join(root, 'products/abc'))).toEqual(['1-640.webp']);
  });

  it('concurrent writes to one key leave no temp files', async () => {
    const store = new DiskMediaStore(root);
    const payloads = Array.from({ length: 10 }, (_, i) => new Uint8Array(100_000).fill(i));
    await Promise.all(payloads.map((p) => store.put('race/file.bin', p, 'application/octet-stream')));
    expect(await readdir(join(root, 'race'))).toEqual(['file.bin']);
  });
});
