import { answerChecker, type AnswerChecker, type ApiDocument } from './answer-check.js';

export interface ApiAnswer {
  status: number;
  // The body is whatever JSON the route answered; tests assert its shape, so `any` keeps them readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}
export type ApiCall = (method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }) => Promise<ApiAnswer>;

/** The checker of the API at `baseUrl`, from its own OpenAPI document. */
export async function checkerOf(baseUrl: string): Promise<AnswerChecker> {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  if (!res.ok) throw new Error(`${baseUrl}/api/openapi.json answered ${res.status}`);
  return answerChecker((await res.json()) as ApiDocument);
}

/**
 * fetch against the API with JSON in and out; `token` adds the Authorization header. A JSON answer
 * that does not match its route's schema in the API document throws, failing the test that made the call.
 */
export function jsonClient(baseUrl: string, check: AnswerChecker): ApiCall {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    if (res.headers.get('content-type')?.includes('application/json')) {
      const problem = check(method, path, res.status, body);
      if (problem) throw new Error(`The answer breaks the API document: ${problem}`);
    }
    return { status: res.status, body, headers: res.headers };
  };
}
