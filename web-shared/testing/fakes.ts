import { ApiClient, type FetchFn } from '../api/client';
import type { UserDetails } from '../session/jwt';

/** Builds an unsigned JWT-shaped token (the client never checks signatures). */
export function makeToken(options: { exp: number; iat?: number; user?: Partial<UserDetails> }): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  const userDetails: UserDetails = {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '0400000000',
    isAdmin: false,
    adress: [],
    ...options.user,
  };
  const payload = { sub: userDetails._id, sid: 's1', exp: options.exp, iat: options.iat ?? options.exp - 3600, userDetails };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers from a function and records every request. */
export function fakeFetch(respond: (request: RecordedRequest) => { status?: number; body?: unknown } = () => ({ status: 200, body: {} })): { fetch: FetchFn; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fetch: FetchFn = async (input, init) => {
    const request: RecordedRequest = {
      url: input,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    requests.push(request);
    const { status = 200, body } = respond(request);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { fetch, requests };
}

/** An API client whose every call succeeds with `{}` (stories). */
export function fakeApiClient(): ApiClient {
  return new ApiClient({ fetch: fakeFetch().fetch });
}
