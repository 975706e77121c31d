import type { Request, Response } from 'express';
import type { makeListProducts } from '../../../application/catalog/list-products.js';
import { replayableHeaders, type FastCompute, type JsonAnswerCache } from './answer-cache.js';
import { listAnswer, listParams } from './list-answer.js';

/** The list route's path, exactly as the storefront writes it (anything else goes through the stack). */
const LIST_PATH = /^\/api\/products\/getproducts\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * Shop list pages without a search that missed the answer cache, answered before the middleware stack
 * (ADR 088): they are read from memory, and the stack (security headers, compression, access log,
 * routing, body parsers, authentication) cost more than the page itself. The route's own parameters,
 * use case and answer are used, and the headers the stack gave the route's last answer; the answer is
 * kept in the cache as from the route. Until the route has answered once, and for anything it does
 * not take (a search, a bad parameter, a refusal, an error), the request goes through the stack.
 * Like a cached hit it is not in the access log.
 */
export class FastLists implements FastCompute {
  private headers: [string, string][] | undefined;
  /** How many requests it answered (for tests). */
  answered = 0;

  constructor(
    private readonly cache: JsonAnswerCache,
    private readonly listProducts: ReturnType<typeof makeListProducts>,
  ) {}

  /** Called by the route on the full stack: the headers the middleware set for it. */
  learn(res: Response): void {
    this.headers = replayableHeaders(res);
  }

  async take(req: Request, res: Response): Promise<boolean> {
    const headers = this.headers;
    const match = LIST_PATH.exec(req.path);
    if (!headers || !match) return false;
    let segments: string[];
    try {
      segments = match.slice(1).map((s) => decodeURIComponent(s));
    } catch {
      return false;
    }
    const parsed = listParams.safeParse({ page: segments[0], orderby: segments[1], productSearch: segments[2], category: segments[3] });
    if (!parsed.success || parsed.data.productSearch !== null) return false;
    for (const [name, value] of headers) res.setHeader(name, value);
    const r = await this.cache.serve(req.path, req, res, () => listAnswer(this.listProducts, parsed.data));
    if (!r.ok) {
      for (const [name] of headers) res.removeHeader(name);
      return false;
    }
    this.answered += 1;
    return true;
  }
}
