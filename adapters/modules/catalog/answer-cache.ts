import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

interface Entry {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  expires: number;
  /** Set once one request is recomputing an expired answer; the others get the previous one meanwhile. */
  refreshing?: boolean;
  /** The headers the full middleware stack set (security headers etc.), replayed on a fast hit. */
  headers: [string, string][];
  /** The complete header sets of a fast hit, built once: plain, gzip, and 304. */
  heads?: { plain: Record<string, string | number>; gzip?: Record<string, string | number>; notModified: Record<string, string | number> };
}

/** How long past its time an answer may still be served while one request refreshes it. */
const STALE_LIMIT_MS = 30_000;

/** Headers that belong to one response only, never replayed. */
const OWN_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
  'set-cookie',
  'content-type',
  'cache-control',
  'vary',
]);

/**
 * Finished JSON answers of the busiest storefront reads (shop list pages, product pages), kept for a
 * few seconds and dropped at once when the catalogue changes (an event on the bus). The bytes, their
 * ETag and their gzip form are built once and sent as they are.
 */
export class JsonAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private version = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  clear(): void {
    this.entries.clear();
    this.version += 1;
  }

  get currentVersion(): number {
    return this.version;
  }

  /** Sends the cached answer for `key` if there is a fresh one (304 when the client has it). */
  trySend(key: string, req: Request, res: Response): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    const now = performance.now();
    if (entry.expires < now) {
      // Without a change event the answer is most likely still right: one request refreshes it while
      // the others keep getting it, so an expiry never sends a crowd to the database at once.
      if (!entry.refreshing || entry.expires + STALE_LIMIT_MS < now) {
        entry.refreshing = true;
        if (entry.expires + STALE_LIMIT_MS < now) this.entries.delete(key);
        return false;
      }
    }
    this.send(entry, req, res);
    return true;
  }

  /** Stores the answer computed under the cache version current when work began, then sends it. */
  store(key: string, value: unknown, startedAt: number, req: Request, res: Response): void {
    const body = Buffer.from(JSON.stringify(value));
    const headers = Object.entries(res.getHeaders()).flatMap(([k, v]): [string, string][] =>
      OWN_HEADERS.has(k.toLowerCase()) || v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : String(v)]],
    );
    const entry: Entry = { body, etag: `"${body.length.toString(16)}-${hash(body)}"`, expires: performance.now() + this.ttlMs, headers };
    if (startedAt === this.version) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    this.send(entry, req, res, false);
  }

  private send(entry: Entry, req: Request, res: Response, replay = true): void {
    const notModified = req.headers['if-none-match'] === entry.etag;
    if (replay) {
      // A fast hit writes its whole head in one call from header sets built once per answer: the
      // cheapest way through Node's HTTP layer for the shop's hottest reads.
      const heads = (entry.heads ??= this.headsOf(entry));
      if (notModified) {
        res.writeHead(304, heads.notModified).end();
        return;
      }
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && entry.body.length > 1024) {
        entry.gzip ??= gzipSync(entry.body);
        heads.gzip ??= { ...heads.plain, 'Content-Encoding': 'gzip', 'Content-Length': entry.gzip.length };
        res.writeHead(200, heads.gzip).end(entry.gzip);
        return;
      }
      res.writeHead(200, heads.plain).end(entry.body);
      return;
    }
    // First answer, on the full stack: the compression middleware may still encode it.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (notModified) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  }

  private headsOf(entry: Entry): NonNullable<Entry['heads']> {
    const common: Record<string, string | number> = { ...Object.fromEntries(entry.headers), 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' };
    return { notModified: common, plain: { ...common, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': entry.body.length } };
  }
}

/** FNV-1a over the bytes: enough to tell answers apart in an ETag. */
function hash(bytes: Buffer): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/**
 * Answers a GET whose answer is cached straight away, with the headers the full stack gave it
 * (security headers included); anything else goes on to the normal stack, which fills the cache.
 * Cached hits skip the access log: they are the shop's hottest, cheapest reads.
 */
export function fastReads(cache: JsonAnswerCache): RequestHandler {
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined && cache.trySend(req.path, req, res)) return;
    next();
  };
}
