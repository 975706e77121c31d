import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../session/storage';
import { fakeFetch } from '../testing/fakes';
import { ApiClient, ApiError } from './client';

describe('ApiClient', () => {
  it('sends JSON and the bearer token when one is stored', async () => {
    const { fetch, requests } = fakeFetch(() => ({ body: { ok: true } }));
    const client = new ApiClient({ fetch, storage: new MemoryStorage({ token: 'abc' }) });
    const answer = await client.post<{ ok: boolean }>('/api/x', { a: 1 });
    expect(answer).toEqual({ ok: true });
    expect(requests[0]).toMatchObject({
      url: '/api/x',
      method: 'POST',
      body: { a: 1 },
      headers: { Authorization: 'Bearer abc', 'Content-Type': 'application/json' },
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = fakeFetch();
    await new ApiClient({ fetch, storage: new MemoryStorage() }).get('/api/y');
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.method).toBe('GET');
  });

  it('throws ApiError with the field map for non-2xx answers', async () => {
    const { fetch } = fakeFetch(() => ({ status: 400, body: { email: 'Email is invalid' } }));
    const error = await new ApiClient({ fetch }).post('/api/users/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { email: 'Email is invalid' } });
  });

  it('wraps a non-JSON error body as a message', async () => {
    const { fetch } = fakeFetch(() => ({ status: 503, body: 'Service Unavailable' }));
    await expect(new ApiClient({ fetch }).get('/api/z')).rejects.toMatchObject({
      status: 503,
      body: { message: 'Service Unavailable' },
    });
  });

  it('calls the auth-failure handler only for the configured statuses', async () => {
    let status = 401;
    const { fetch } = fakeFetch(() => ({ status, body: {} }));
    const client = new ApiClient({ fetch, authFailureStatuses: [401] });
    const handler = vi.fn();
    client.onAuthFailure(handler);
    await client.get('/a').catch(() => undefined);
    status = 403;
    await client.get('/b').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(401);
  });

  it('returns null for an empty 2xx body', async () => {
    const { fetch } = fakeFetch(() => ({ status: 204 }));
    await expect(new ApiClient({ fetch }).delete('/a')).resolves.toBeNull();
  });

  it('hands a GET’s abort signal to fetch, so a request no longer wanted is cancelled', async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const client = new ApiClient({ fetch: async (_url, init) => (seen.push(init?.signal), new Response('{}')) });
    const controller = new AbortController();
    await client.get('/a', { signal: controller.signal });
    await client.get('/b');
    expect(seen).toEqual([controller.signal, undefined]);
  });
});
