// The S3 adapter of the media port, with the real AWS SDK against the local S3 stand-in: the same
// contract as the disk adapter, plus what only object storage has (content type, cache header, key
// prefix, credentials and a missing bucket).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../test-support/s3-stand-in.js';
import { mediaStoreContract } from './media-store-contract.js';
import { S3MediaStore, type S3MediaOptions } from './s3-media-store.js';

let s3: S3StandIn;
const opened: S3MediaStore[] = [];
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterEach(() => {
  s3.objects.clear();
  for (const store of opened.splice(0)) store.close();
});
afterAll(async () => {
  await s3?.close();
});

const storeOf = (overrides: Partial<S3MediaOptions> = {}) => {
  const store = new S3MediaStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.url,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...overrides,
  });
  opened.push(store);
  return store;
};

describe('S3MediaStore', () => {
  describe('the media store contract', () => {
    mediaStoreContract(() => ({
      make: (publicPrefix) => storeOf(publicPrefix === undefined ? {} : { publicPrefix }),
      keys: async () => [...s3.objects.keys()].sort(),
    }));
  });

  it('stores the content type and a long-lived cache header, signed with the configured key', async () => {
    await storeOf().put('products/p1/1-320.webp', new Uint8Array([9, 9]), 'image/webp');
    const object = s3.objects.get('products/p1/1-320.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=2592000, immutable');
    expect(s3.requests).toContain(`PUT /${s3.bucket}/products/p1/1-320.webp`);
  });

  it('opens an object as a stream with its type, length and ETag; a missing one is null', async () => {
    const store = storeOf();
    await store.put('a/b.webp', new Uint8Array([1, 2, 3, 4]), 'image/webp');
    const object = await store.open('a/b.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', contentLength: 4, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    object?.body.resume();
    expect(await store.open('a/missing.webp')).toBeNull();
  });

  it('keeps every object under the key prefix', async () => {
    const store = storeOf({ keyPrefix: 'shop-a/' });
    expect(await store.put('x.png', new Uint8Array([1]), 'image/png')).toBe('/media/x.png');
    expect([...s3.objects.keys()]).toEqual(['shop-a/x.png']);
    expect([...((await store.read('x.png')) ?? [])]).toEqual([1]);
    await store.delete('x.png');
    expect(s3.objects.size).toBe(0);
  });

  it('check() passes for the bucket and says what is wrong for a missing bucket or a wrong key', async () => {
    await expect(storeOf().check()).resolves.toBeUndefined();
    await expect(storeOf({ bucket: 'no-such-bucket' }).check()).rejects.toThrow('The media bucket no-such-bucket cannot be used (MEDIA_S3_BUCKET): it does not exist');
    await expect(storeOf({ credentials: { accessKeyId: 'WRONGKEY', secretAccessKey: 'x' } }).check()).rejects.toThrow(
      `The media bucket ${s3.bucket} cannot be used (MEDIA_S3_BUCKET): access is denied with these credentials`,
    );
  });

  it('a write refused by the storage fails loudly rather than answering a URL', async () => {
    await expect(storeOf({ credentials: { accessKeyId: 'WRONGKEY', secretAccessKey: 'x' } }).put('y.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    expect(s3.objects.size).toBe(0);
  });
});
