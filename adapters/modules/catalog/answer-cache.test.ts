import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, unknownRecord } from '../../../domain/result.js';
import { JsonAnswerCache } from './answer-cache.js';
import type { AnswerScope } from './answer-invalidation.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

/** A request and a response that record what was sent: the cache's edge to Node's HTTP layer. */
function exchange(headers: Record<string, string> = {}) {
  const sent: { status?: number; body?: string; bytes?: Buffer } = {};
  const own = new Map<string, unknown>();
  const res = {
    statusCode: 200,
    getHeaders: () => Object.fromEntries(own),
    setHeader: (k: string, v: unknown) => void own.set(k.toLowerCase(), v),
    writeHead(status: number) {
      sent.status = status;
      return this;
    },
    end(body?: Buffer) {
      sent.status ??= this.statusCode;
      sent.body = body?.toString();
      sent.bytes = body;
      return this;
    },
  };
  return { req: { headers } as unknown as Request, res: res as unknown as Response, sent };
}

const list = (...ids: string[]): AnswerScope => ({ kind: 'list', sort: 'pricelow', productIds: new Set(ids) });
const product = (id: string): AnswerScope => ({ kind: 'product', productId: id });

/** Stores `value` under `key` as a request would, and answers what a next request gets (undefined on a miss). */
function put(cache: JsonAnswerCache, key: string, scope: AnswerScope, value: unknown, startedAt = cache.begin()): void {
  const { req, res } = exchange();
  cache.store(key, scope, value, startedAt, req, res);
}
function get(cache: JsonAnswerCache, key: string): unknown {
  const x = exchange();
  return cache.trySend(key, x.req, x.res) ? JSON.parse(x.sent.body ?? 'null') : undefined;
}

afterEach(() => vi.useRealTimers());

describe('the answer cache', () => {
  it('answers a stored answer until a change shows it wrong; a change elsewhere keeps it', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    put(cache, '/p/a', product(A), { stock: 5 });
    put(cache, '/list/1', list(A, B), { n: 1 });
    put(cache, '/list/2', list(B), { n: 2 });
    expect(get(cache, '/p/a')).toEqual({ stock: 5 });
    cache.invalidate({ type: 'stock.changed', data: { productIds: [A] } });
    expect(get(cache, '/p/a')).toBeUndefined();
    expect(get(cache, '/list/1')).toBeUndefined();
    expect(get(cache, '/list/2')).toEqual({ n: 2 });
  });

  it('does not keep an answer computed while a change to it happened, keeps one when the change was elsewhere', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    const startedA = cache.begin();
    const startedB = cache.begin();
    cache.invalidate({ type: 'stock.changed', data: { productIds: [A] } }); // lands while both are read
    put(cache, '/p/a', product(A), { stock: 5 }, startedA);
    put(cache, '/p/b', product(B), { stock: 7 }, startedB);
    expect(get(cache, '/p/a')).toBeUndefined();
    expect(get(cache, '/p/b')).toEqual({ stock: 7 });
    const beforeClear = cache.begin();
    cache.clear();
    put(cache, '/p/b', product(B), { stock: 8 }, beforeClear);
    expect(get(cache, '/p/b')).toBeUndefined();
  });

  it('the request that refreshes an expired answer never answers from it, even when asked twice', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new JsonAnswerCache({ ttlMs: 1_000 });
    put(cache, '/p/a', product(A), { stock: 5 });
    vi.advanceTimersByTime(1_500);
    const refresher = exchange();
    expect(cache.trySend('/p/a', refresher.req, refresher.res)).toBe(false);
    // The route asks again after the fast path: still a miss for this request, it reads the database.
    expect(cache.trySend('/p/a', refresher.req, refresher.res)).toBe(false);
    // Meanwhile the others get the previous answer, until the refreshed one is stored.
    expect(get(cache, '/p/a')).toEqual({ stock: 5 });
    put(cache, '/p/a', product(A), { stock: 4 });
    expect(get(cache, '/p/a')).toEqual({ stock: 4 });
  });

  it('a miss under one key does not stop the same request from being answered under another', () => {
    const cache = new JsonAnswerCache({ ttlMs: 1_000 });
    put(cache, '/shop?category=sale', list(A), { page: 'sale' });
    const x = exchange();
    // The fast path looks the bare path up first; the shop page's own key (with its list) is found after.
    expect(cache.trySend('/shop', x.req, x.res)).toBe(false);
    expect(cache.trySend('/shop?category=sale', x.req, x.res)).toBe(true);
    expect(JSON.parse(x.sent.body ?? 'null')).toEqual({ page: 'sale' });
  });

  it('when refreshing an expired answer fails, the next request refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new JsonAnswerCache({ ttlMs: 1_000 });
    put(cache, '/p/a', product(A), { stock: 5 });
    vi.advanceTimersByTime(1_500);
    const failing = exchange();
    await expect(cache.serve('/p/a', failing.req, failing.res, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    const next = exchange();
    await cache.serve('/p/a', next.req, next.res, async () => ok({ value: { stock: 4 }, scope: product(A) }));
    expect(JSON.parse(next.sent.body ?? 'null')).toEqual({ stock: 4 });
  });

  it('drops an answer far past its time instead of serving it', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new JsonAnswerCache({ ttlMs: 1_000 });
    put(cache, '/p/a', product(A), { stock: 5 });
    vi.advanceTimersByTime(1_500);
    expect(get(cache, '/p/a')).toBeUndefined(); // this one refreshes
    vi.advanceTimersByTime(31_000);
    expect(get(cache, '/p/a')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its byte limit, dropping the answers stored longest ago', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000, maxBytes: 1_000 });
    for (let i = 0; i < 10; i++) put(cache, `/p/${i}`, product(A), { text: 'x'.repeat(290), i });
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size.entries).toBe(3);
    expect(get(cache, '/p/9')).toMatchObject({ i: 9 });
    expect(get(cache, '/p/0')).toBeUndefined();
    cache.invalidate({ type: 'product.changed', data: { productIds: [A] } });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps answers that are cheap to compute again within their own share, dropping them before the others', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000, maxBytes: 3_000, maxCheapBytes: 1_000 });
    const putCheap = (key: string, value: unknown) => {
      const { req, res } = exchange();
      cache.store(key, list(B), value, cache.begin(), req, res, true);
    };
    put(cache, '/search/1', list(A), { text: 'x'.repeat(290) });
    put(cache, '/search/2', list(A), { text: 'x'.repeat(290) });
    for (let i = 0; i < 10; i++) putCheap(`/list/${i}`, { text: 'x'.repeat(290), i });
    expect(get(cache, '/search/1')).toBeDefined();
    expect(get(cache, '/search/2')).toBeDefined();
    expect(get(cache, '/list/9')).toMatchObject({ i: 9 });
    expect(get(cache, '/list/6')).toBeUndefined();
    expect(cache.size.entries).toBe(5);
    const x = exchange({ 'accept-encoding': 'gzip' });
    putCheap('/list/big', { text: 'abcdefgh'.repeat(100) });
    expect(cache.trySend('/list/big', x.req, x.res)).toBe(true); // its gzip form counts against the share too
    expect(get(cache, '/list/8')).toBeUndefined();
    cache.invalidate({ type: 'product.changed', data: { productIds: [] } });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    for (let i = 0; i < 3; i++) putCheap(`/again/${i}`, { text: 'x'.repeat(290), i });
    expect(cache.size.entries).toBe(3);
  });

  it('keeps a cheap answer once it has been computed cheapKeepAfter times within the answer time, any other at once', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new JsonAnswerCache({ ttlMs: 1_000, cheapKeepAfter: 3 });
    const putCheap = (key: string, value: unknown) => {
      const { req, res, sent } = exchange();
      cache.store(key, list(B), value, cache.begin(), req, res, true);
      return sent.body; // the request that computed it is answered either way
    };
    expect(putCheap('/list/1', { n: 1 })).toBe('{"n":1}');
    putCheap('/list/1', { n: 1 });
    expect(get(cache, '/list/1')).toBeUndefined();
    putCheap('/list/1', { n: 1 });
    expect(get(cache, '/list/1')).toEqual({ n: 1 }); // the third within the answer time
    put(cache, '/search/1', list(A), { n: 2 });
    expect(get(cache, '/search/1')).toEqual({ n: 2 }); // not cheap: kept at once
    // Computations further apart than the answer time do not add up.
    for (let i = 0; i < 4; i++) {
      putCheap('/list/2', { n: 3 });
      vi.advanceTimersByTime(600);
    }
    expect(get(cache, '/list/2')).toBeUndefined();
  });

  it('counts the gzip form it keeps against the limit', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    put(cache, '/p/a', product(A), { text: 'abc'.repeat(2_000) });
    const plain = cache.size.bytes;
    const x = exchange({ 'accept-encoding': 'gzip' });
    expect(cache.trySend('/p/a', x.req, x.res)).toBe(true);
    expect(cache.size.bytes).toBeGreaterThan(plain);
    cache.clear();
    expect(cache.size.bytes).toBe(0);
  });

  it('requests arriving while an answer is computed wait for it instead of reading the database too', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      reads += 1;
      await gate;
      return ok({ value: { stock: reads }, scope: product(A) });
    };
    const crowd = Array.from({ length: 5 }, () => exchange());
    const served = Promise.all(crowd.map((x) => cache.serve('/p/a', x.req, x.res, compute)));
    release();
    await served;
    expect(reads).toBe(1);
    expect(crowd.map((x) => JSON.parse(x.sent.body ?? 'null'))).toEqual(Array.from({ length: 5 }, () => ({ stock: 1 })));
  });

  it('a request that comes after a change never gets an answer computed before it; one computation serves the rest', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    let stock = 5;
    let reads = 0;
    const gates: (() => void)[] = [];
    const compute = async () => {
      reads += 1;
      const seen = stock;
      await new Promise<void>((resolve) => gates.push(resolve));
      return ok({ value: { stock: seen }, scope: product(A) });
    };
    const before = exchange();
    const slow = cache.serve('/p/a', before.req, before.res, compute);
    // The order commits and its event arrives while the first read is under way.
    stock = 4;
    cache.invalidate({ type: 'stock.changed', data: { productIds: [A] } });
    const after = Array.from({ length: 3 }, () => exchange());
    const later = after.map((x) => cache.serve('/p/a', x.req, x.res, compute));
    gates.shift()?.();
    await slow;
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    gates.shift()?.();
    await Promise.all(later);
    expect(JSON.parse(before.sent.body ?? 'null')).toEqual({ stock: 5 }); // it came before the change
    expect(after.map((x) => JSON.parse(x.sent.body ?? 'null'))).toEqual([{ stock: 4 }, { stock: 4 }, { stock: 4 }]);
    expect(reads).toBe(2);
    expect(get(cache, '/p/a')).toEqual({ stock: 4 });
  });

  it('requests that arrived with the one whose answer a change made wrong use its answer, and do not all read again', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      reads += 1;
      await gate;
      return ok({ value: { stock: 5 }, scope: product(A) });
    };
    const crowd = Array.from({ length: 4 }, () => exchange());
    const served = crowd.map((x) => cache.serve('/p/a', x.req, x.res, compute));
    cache.invalidate({ type: 'stock.changed', data: { productIds: [A] } });
    release();
    await Promise.all(served);
    expect(reads).toBe(1);
    expect(cache.size.entries).toBe(0); // not kept: the change came while it was read
  });

  it('requests arriving with a refused one get the same refusal without reading again', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const compute = async () => {
      reads += 1;
      await gate;
      return unknownRecord('no_product', 'No such product.');
    };
    const crowd = Array.from({ length: 3 }, () => exchange());
    const served = Promise.all(crowd.map((x) => cache.serve('/p/a', x.req, x.res, compute)));
    release();
    expect((await served).map((r) => r.ok)).toEqual([false, false, false]);
    expect(reads).toBe(1);
  });

  it('a failure is returned, not sent or kept, and the next request tries again', async () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    const x = exchange();
    const r = await cache.serve('/p/a', x.req, x.res, async () => unknownRecord('no_product', 'No such product.'));
    expect(r.ok).toBe(false);
    expect(x.sent.body).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('an unknown event drops everything', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    put(cache, '/p/a', product(A), 1);
    put(cache, '/list', list(B), 2);
    cache.invalidate({ type: 'catalog.reshuffled', data: {} });
    expect(cache.size.entries).toBe(0);
  });

  it('keeps a small answer in bytes of its own, not in a slice of the shared pool it would keep whole', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    const pooled = Buffer.from('{"small":true}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length); // Node's 8 kB pool
    const { req, res } = exchange();
    cache.storeBody('/p/a', product(A), pooled, 'application/json', cache.begin(), req, res);
    put(cache, '/p/b', product(B), { small: true });
    for (const key of ['/p/a', '/p/b']) {
      const x = exchange();
      expect(cache.trySend(key, x.req, x.res)).toBe(true);
      expect(x.sent.body).toBe('{"small":true}');
      expect(x.sent.bytes!.buffer.byteLength).toBe(x.sent.bytes!.length);
    }
  });

  it('holds one copy of the headers its answers replay when they are the same', () => {
    const cache = new JsonAnswerCache({ ttlMs: 60_000 });
    const store = (key: string, headers: Record<string, string>) => {
      const { req, res } = exchange();
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      cache.store(key, product(A), { key }, cache.begin(), req, res);
    };
    const security = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'" };
    store('/p/1', security);
    store('/p/2', { ...security });
    store('/p/3', { ...security, 'x-frame-options': 'DENY' });
    const headersOf = (key: string) => cache['entries'].get(key)!.headers;
    expect(headersOf('/p/1')).toEqual(Object.entries(security));
    expect(headersOf('/p/2')).toBe(headersOf('/p/1'));
    expect(headersOf('/p/3')).not.toBe(headersOf('/p/1'));
    expect(headersOf('/p/3')).toContainEqual(['x-frame-options', 'DENY']);
    const x = exchange();
    expect(cache.trySend('/p/2', x.req, x.res)).toBe(true);
    expect(x.sent.body).toBe('{"key":"/p/2"}');
  });
});
