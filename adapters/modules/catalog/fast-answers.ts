import type { IncomingMessage as Request, ServerResponse as Response } from 'node:http';
import type { z } from 'zod';
import type { Result } from '../../../domain/result.js';
import { replayableHeaders, type FastCompute, type JsonAnswerCache } from './answer-cache.js';
import type { AnswerScope } from './answer-invalidation.js';

type Answer = () => Promise<Result<{ value: unknown; scope: AnswerScope; cheap?: boolean }, string>>;

/** One route the fast path answers: its path exactly as the storefront writes it, its parameters and its answer. */
export interface FastRoute {
  /** The route's name, to learn its headers by. */
  name: string;
  /** Its path, one capture per parameter (anything else goes through the stack). */
  path: RegExp;
  /** The parameters' names, in the captures' order. */
  names: readonly string[];
  /** The answer to compute for these parameters, or nothing when they do not parse. */
  prepare(raw: Record<string, string>): Answer | undefined;
}

/** `prepare` from the route's parameter schema and answer. */
export function preparing<P>(params: z.ZodType<P>, answer: (params: P) => ReturnType<Answer>): FastRoute['prepare'] {
  return (raw) => {
    const parsed = params.safeParse(raw);
    return parsed.success ? () => answer(parsed.data) : undefined;
  };
}

/**
 * The storefront's hottest reads that missed the answer cache (shop list pages and product pages),
 * answered before the middleware stack (ADR 088): the stack (security headers, compression, access log,
 * routing, body parsers, authentication) cost more than a page read from memory, and as much as a
 * product page's one prepared statement. Each route's own parameters and answer are used, with the
 * headers the stack gave that route's first answer, and the answer is kept in the cache as from the
 * route. Until the route has answered once through the stack, and for anything it does not take (a bad
 * parameter, a refusal such as no such product, an error), the request goes through the stack. Like a
 * cached hit, such an answer is not in the access log.
 */
export class FastAnswers implements FastCompute {
  private readonly headers = new Map<string, [string, string][]>();
  /** How many requests it answered, per route (for tests). */
  readonly answered = new Map<string, number>();

  constructor(
    private readonly cache: JsonAnswerCache,
    private readonly routes: readonly FastRoute[],
  ) {}

  /** Called by a route on the full stack: the headers the middleware set for it (the same for every answer, so learnt once). */
  learn(route: string, res: Response): void {
    if (!this.headers.has(route)) this.headers.set(route, replayableHeaders(res));
  }

  take(path: string, req: Request, res: Response): Promise<boolean> | false {
    for (const route of this.routes) {
      const match = route.path.exec(path);
      if (!match) continue;
      const headers = this.headers.get(route.name);
      if (!headers) return false;
      let raw: Record<string, string>;
      try {
        raw = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
      } catch {
        return false;
      }
      const answer = route.prepare(raw);
      return answer ? this.answer(route.name, path, headers, answer, req, res) : false;
    }
    return false;
  }

  private async answer(route: string, path: string, headers: [string, string][], answer: Answer, req: Request, res: Response): Promise<boolean> {
    for (const [name, value] of headers) res.setHeader(name, value);
    const r = await this.cache.serve(path, req, res, answer);
    if (!r.ok) {
      for (const [name] of headers) res.removeHeader(name);
      return false;
    }
    this.answered.set(route, (this.answered.get(route) ?? 0) + 1);
    return true;
  }
}
