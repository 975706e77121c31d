import { gzipSync } from 'node:zlib';
import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import type { BusEvent } from '../../../application/platform/event-bus.js';
import { ok, type Failure, type Result } from '../../../domain/result.js';
import { invalidates, type AnswerScope } from './answer-invalidation.js';

interface Entry {
  body: Buffer;
  /** JSON for the API's answers, HTML for server-rendered storefront pages (ADR 050). */
  contentType: string;
  gzip?: Buffer;
  etag: string;
  expires: number;
  /** What the answer shows, to tell which changes make it wrong. */
  scope: AnswerScope;
  /** Whether it is in the cache (its bytes counted). */
  kept?: boolean;
  /** Cheap to compute again (a list read from memory): kept within `maxCheapBytes`. */
  cheap?: boolean;
  /** Set once one request is recomputing an expired answer; the others get the previous one meanwhile. */
  refreshing?: boolean;
  /** The headers the full middleware stack set (security headers etc.), replayed on a fast hit. */
  headers: [string, string][];
  /** The complete header sets of a fast hit, built once: plain, gzip, and 304. */
  heads?: { plain: Record<string, string | number>; gzip?: Record<string, string | number>; notModified: Record<string, string | number> };
}

/** A computed answer, and whether the cache kept it (no change touched it while it was computed). */
interface Outcome {
  entry: Entry;
  kept: boolean;
}

/** An answer being computed: the change count when it began, and its outcome (a failure, or none if it threw). */
interface Loading {
  startedAt: number;
  done: Promise<Outcome | Failure<string> | undefined>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** How long past its time an answer may still be served while one request refreshes it. */
const STALE_LIMIT_MS = 30_000;

/** How many recent changes are remembered to refuse an answer computed before one of them. */
const CHANGE_LOG_SIZE = 1024;

/** How many different sets of replayed headers are shared (one per route and content type in practice). */
const MAX_HEADER_SETS = 64;

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
 * An answer already written as JSON bytes (stored as they are), with their hash when it is known
 * (`combineHashes` of the hashes of its parts): the ETag is then not computed over the bytes again.
 */
export class JsonBytes {
  constructor(
    readonly bytes: Buffer,
    readonly hash?: number,
  ) {}
}

export interface AnswerCacheLimits {
  /** How long an answer is served without a change event before one request recomputes it (ms). */
  ttlMs: number;
  /** The most bytes (plain and gzip bodies) kept; the answers stored longest ago go first. */
  maxBytes?: number;
  maxEntries?: number;
  /**
   * The most bytes of those answers kept that are cheap to compute again (stored with `cheap`): a
   * crawl through them does not push out the answers that cost a database read.
   */
  maxCheapBytes?: number;
  /**
   * How many times within `ttlMs` a cheap answer is computed before it is kept (1 by default: at
   * once). Computing one again costs less than copying it into the cache: below this rate, keeping
   * it only churns memory.
   */
  cheapKeepAfter?: number;
}

/** The most keys of cheap answers whose computations are counted (`cheapKeepAfter`); the ones counted longest ago go first. */
const MAX_COUNTED_CHEAP_KEYS = 4_096;

/**
 * Finished JSON answers of the busiest storefront reads (shop list pages, product pages), kept for a
 * few seconds and dropped at once when a change event says they are wrong (see answer-invalidation.ts).
 * The bytes, their ETag and their gzip form are built once and sent as they are.
 *
 * Truth: an answer computed while a change it depends on happened is not kept (each answer carries
 * the change count at which its work began, `begin()`), and a request that missed never answers from
 * the cache afterwards, so the request refreshing an expired entry always reads the database.
 */
export class JsonAnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Requests that found no usable answer under a key: they compute theirs, even if an entry appears meanwhile. */
  private readonly missed = new WeakMap<Request, Set<string>>();
  private readonly headerSets = new Map<string, [string, string][]>();
  /** Answers being computed, by key: requests arriving meanwhile wait for them. */
  private readonly loading = new Map<string, Loading>();
  /** The latest changes, oldest first, numbered by `changes`; `null` means everything changed. */
  private readonly changeLog: { seq: number; event: BusEvent | null }[] = [];
  private changes = 0;
  private bytes = 0;
  /** The keys of the cheap answers kept, stored longest ago first, and their bytes. */
  private readonly cheapKeys = new Set<string>();
  private cheapBytes = 0;
  private readonly maxCheapBytes: number;
  private readonly cheapKeepAfter: number;
  /** How many times each cheap answer not kept was computed, since when. */
  private readonly cheapComputed = new Map<string, { count: number; since: number }>();
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntries: number;

  constructor(limits: AnswerCacheLimits) {
    this.ttlMs = limits.ttlMs;
    this.maxBytes = limits.maxBytes ?? 12 * 1024 * 1024;
    this.maxEntries = limits.maxEntries ?? 5000;
    this.maxCheapBytes = limits.maxCheapBytes ?? this.maxBytes;
    this.cheapKeepAfter = limits.cheapKeepAfter ?? 1;
  }

  /** The number of answers and the bytes they take. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Whether an answer is kept for `key`. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Drops every answer. */
  clear(): void {
    this.remember(null);
    for (const key of [...this.entries.keys()]) this.drop(key);
  }

  /** Drops the answers `event` makes wrong (all of them for an event this code does not know). */
  invalidate(event: BusEvent): void {
    this.remember(event);
    for (const [key, entry] of this.entries) if (invalidates(event, entry.scope)) this.drop(key);
  }

  /** Marks the start of computing an answer; pass the mark to `store`. */
  begin(): number {
    return this.changes;
  }

  /** Sends the cached answer for `key` if there is a usable one (304 when the client has it). */
  trySend(key: string, req: Request, res: Response): boolean {
    if (this.missed.get(req)?.has(key)) return false;
    const entry = this.entries.get(key);
    if (!entry) return this.miss(req, key);
    const now = performance.now();
    if (entry.expires < now) {
      if (entry.expires + STALE_LIMIT_MS < now) {
        this.drop(key);
        return this.miss(req, key);
      }
      // Without a change event the answer is most likely still right: one request refreshes it while
      // the others keep getting it, so an expiry never sends a crowd to the database at once.
      if (!entry.refreshing) {
        entry.refreshing = true;
        return this.miss(req, key);
      }
    }
    this.send(entry, req, res);
    return true;
  }

  /** Keeps the answer unless a change since `startedAt` (from `begin`) touched it, then sends it. */
  store(key: string, scope: AnswerScope, value: unknown, startedAt: number, req: Request, res: Response, cheap = false): Outcome {
    if (value instanceof JsonBytes) return this.storeBody(key, scope, value.bytes, JSON_TYPE, startedAt, req, res, cheap, value.hash);
    return this.storeBody(key, scope, Buffer.from(JSON.stringify(value)), JSON_TYPE, startedAt, req, res, cheap);
  }

  /** `store` for a finished body of any type (a server-rendered page's HTML); `bodyHash` when it is known (see JsonBytes). */
  storeBody(key: string, scope: AnswerScope, body: Buffer, contentType: string, startedAt: number, req: Request, res: Response, cheap = false, bodyHash = hashBytes(body)): Outcome {
    const headers = this.sharedHeaders(replayableHeaders(res));
    const keep = this.stillTrue(scope, startedAt) && (!cheap || this.computedOftenEnough(key));
    // A kept body owns its bytes: a small one made by Buffer.from is a slice of Node's 8 kB pool, which it would keep alive whole.
    if (keep && body.buffer.byteLength !== body.length) body = ownCopy(body);
    const entry: Entry = { body, contentType, scope, etag: `"${body.length.toString(16)}-${(bodyHash >>> 0).toString(16)}"`, expires: performance.now() + this.ttlMs, headers };
    if (keep) {
      this.drop(key);
      this.entries.set(key, entry);
      entry.kept = true;
      this.bytes += body.length;
      if (cheap) {
        entry.cheap = true;
        this.cheapKeys.add(key);
        this.cheapBytes += body.length;
      }
      this.evict();
    }
    this.send(entry, req, res, false);
    return { entry, kept: keep };
  }

  /** Counts a computation of the cheap answer `key`: whether it has now been computed `cheapKeepAfter` times within `ttlMs`. */
  private computedOftenEnough(key: string): boolean {
    if (this.cheapKeepAfter <= 1) return true;
    const now = performance.now();
    let counted = this.cheapComputed.get(key);
    if (!counted || now - counted.since > this.ttlMs) {
      this.cheapComputed.delete(key);
      counted = { count: 0, since: now };
      this.cheapComputed.set(key, counted);
      if (this.cheapComputed.size > MAX_COUNTED_CHEAP_KEYS) this.cheapComputed.delete(this.cheapComputed.keys().next().value as string);
    }
    counted.count += 1;
    if (counted.count < this.cheapKeepAfter) return false;
    this.cheapComputed.delete(key);
    return true;
  }

  /**
   * Answers `key` from the cache; else waits for the same answer being computed by another request
   * (after a change drops a hot answer, one request reads the database, not every one); else computes
   * it with `compute`, keeps it (see `store`) and sends it. A failure is returned unsent.
   *
   * A waiting request uses the computed answer if it was kept, or if its computation began with no
   * change known since the request arrived: either way it is at least as new as the request. So a
   * request never gets an answer older than a change it came after, and a crowd never reads twice.
   */
  async serve<R extends string>(key: string, req: Request, res: Response, compute: () => Promise<Result<{ value: unknown; scope: AnswerScope; cheap?: boolean }, R>>): Promise<Result<null, R>> {
    if (this.trySend(key, req, res)) return ok(null);
    const arrivedAt = this.changes;
    for (let running = this.loading.get(key); running; running = this.loading.get(key)) {
      const outcome = await running.done;
      const asNew = running.startedAt >= arrivedAt;
      if (outcome && 'ok' in outcome && asNew) return outcome as Failure<R>; // the same refusal (no such product…)
      if (outcome && 'entry' in outcome && (outcome.kept || asNew)) {
        this.send(outcome.entry, req, res);
        return ok(null);
      }
      if (this.loading.get(key) === running) break;
    }
    const startedAt = this.begin();
    let settle: (outcome: Outcome | Failure<string> | undefined) => void = () => {};
    const mine: Loading = { startedAt, done: new Promise((resolve) => (settle = resolve)) };
    this.loading.set(key, mine);
    let outcome: Outcome | Failure<string> | undefined;
    try {
      const r = await compute();
      if (!r.ok) {
        outcome = r;
        return r;
      }
      outcome = this.store(key, r.value.scope, r.value.value, startedAt, req, res, r.value.cheap);
      return ok(null);
    } finally {
      if (this.loading.get(key) === mine) this.loading.delete(key);
      settle(outcome);
      // A refresh that failed leaves the expired answer to be refreshed by the next request.
      const current = this.entries.get(key);
      if (!(outcome && 'kept' in outcome && outcome.kept) && current?.refreshing) current.refreshing = false;
    }
  }

  /**
   * One copy of each set of replayed headers (each route's answers have the same): the cache holds
   * thousands of answers, and a copy of some ten header pairs per answer was nearly a kilobyte each.
   */
  private sharedHeaders(headers: [string, string][]): [string, string][] {
    const key = headers.map(([k, v]) => `${k}\n${v}`).join('\n');
    const known = this.headerSets.get(key);
    if (known) return known;
    if (this.headerSets.size >= MAX_HEADER_SETS) this.headerSets.clear();
    this.headerSets.set(key, headers);
    return headers;
  }

  private miss(req: Request, key: string): false {
    const keys = this.missed.get(req);
    if (keys) keys.add(key);
    else this.missed.set(req, new Set([key]));
    return false;
  }

  /** Whether no change since `startedAt` makes an answer of `scope` wrong (unknown when the log has moved past it). */
  private stillTrue(scope: AnswerScope, startedAt: number): boolean {
    if (startedAt === this.changes) return true;
    const first = this.changeLog[0];
    if (!first || first.seq > startedAt + 1) return false;
    return this.changeLog.every((c) => c.seq <= startedAt || (c.event !== null && !invalidates(c.event, scope)));
  }

  private remember(event: BusEvent | null): void {
    this.changes += 1;
    this.changeLog.push({ seq: this.changes, event });
    if (this.changeLog.length > CHANGE_LOG_SIZE) this.changeLog.shift();
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.kept = false;
    const size = entry.body.length + (entry.gzip?.length ?? 0);
    this.bytes -= size;
    if (entry.cheap) {
      this.cheapKeys.delete(key);
      this.cheapBytes -= size;
    }
  }

  /** Keeps within the limits, dropping the answers stored longest ago first. */
  private evict(): void {
    for (const key of this.cheapKeys) {
      if (this.cheapBytes <= this.maxCheapBytes) break;
      this.drop(key);
    }
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) return;
      this.drop(key);
    }
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
        if (!entry.gzip) {
          entry.gzip = gzipSync(entry.body);
          if (entry.kept) {
            this.bytes += entry.gzip.length;
            if (entry.cheap) this.cheapBytes += entry.gzip.length;
            this.evict();
          }
        }
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
    res.setHeader('Content-Type', entry.contentType);
    res.setHeader('Content-Length', entry.body.length);
    res.end(entry.body);
  }

  private headsOf(entry: Entry): NonNullable<Entry['heads']> {
    const common: Record<string, string | number> = { ...Object.fromEntries(entry.headers), 'Cache-Control': 'no-cache', ETag: entry.etag, Vary: 'Accept-Encoding' };
    return { notModified: common, plain: { ...common, 'Content-Type': entry.contentType, 'Content-Length': entry.body.length } };
  }
}

/** `bytes` in a buffer of their own. */
function ownCopy(bytes: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The headers the middleware set on `res` that every answer of its route shares (security headers etc.), not those of one response. */
export function replayableHeaders(res: Response): [string, string][] {
  return Object.entries(res.getHeaders()).flatMap(([k, v]): [string, string][] => (OWN_HEADERS.has(k.toLowerCase()) || v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : String(v)]]));
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the bytes: enough to tell answers apart in an ETag. */
export function hashBytes(bytes: Buffer): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i]!;
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/**
 * One hash of a sequence of hashes (of the parts of an answer, in their order), FNV-1a over them as
 * 32-bit words: each step is one-to-one in the part's hash, so parts with other hashes at one place
 * give another result.
 */
export function combineHashes(hashes: Iterable<number>): number {
  let h = FNV_OFFSET;
  for (const part of hashes) h = Math.imul(h ^ part, FNV_PRIME);
  return h >>> 0;
}

/**
 * The path of a request as Express's `req.path` has it (the URL before its query), read without
 * Express; undefined for any other form (an absolute URL, a `#`, white space), left to the stack.
 */
export function requestPath(req: Request): string | undefined {
  const url = req.url;
  if (url === undefined || url.charCodeAt(0) !== 0x2f) return undefined;
  for (let i = 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x3f) return url.slice(0, i);
    if (c === 0x23 || c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0xa0 || c === 0xfeff) return undefined;
  }
  return url;
}

/**
 * Answers a GET whose answer is cached straight away, with the headers the full stack gave it
 * (security headers included); anything else goes on to the normal stack, which fills the cache.
 * It runs on Node's request and response, before Express sets up its own (ADR 090): for the shop's
 * hottest, cheapest reads Express's per-request work cost more than the answer. Cached hits skip the
 * access log.
 */
export function fastReads(cache: JsonAnswerCache, compute?: FastCompute): (req: Request, res: Response, next: () => void) => void {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization !== undefined) return next();
    const path = requestPath(req);
    if (path === undefined) return next();
    if (cache.trySend(path, req, res)) return;
    const taking = compute && req.method === 'GET' ? compute.take(path, req, res) : false;
    if (taking === false) return next();
    taking.then(
      (taken) => taken || next(),
      () => next(),
    );
  };
}

/**
 * Answers some reads that missed the cache before the middleware stack. `take` answers false at once
 * for a request it does not handle, else whether it answered it (false leaves it to the stack).
 */
export interface FastCompute {
  take(path: string, req: Request, res: Response): Promise<boolean> | false;
}
