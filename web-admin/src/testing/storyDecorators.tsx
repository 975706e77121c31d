import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { RootStore } from '../stores/RootStore';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { StoreProvider } from '../stores/StoreContext';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeApiClient, makeToken, type RecordedRequest } from '../../../web-shared/testing/fakes';

const FAR_FUTURE = 4_102_444_800; // 2100-01-01, seconds

/** How a story's fake server answers a request: `'pending'` never answers (loading states). */
export type StoryResponder = (request: RecordedRequest) => { status?: number; body?: unknown } | 'pending';

export interface StoryStoreOptions {
  userMenuOpen?: boolean;
  /** The fake server's answers (default: every call succeeds with `{}`). */
  respond?: StoryResponder;
}

function storyApi(respond: StoryResponder | undefined): ApiClient {
  if (!respond) return fakeApiClient();
  return new ApiClient({
    fetch: async (url, init) => {
      const answer = respond({ url, method: init?.method ?? 'GET', headers: {}, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      if (answer === 'pending') return new Promise<Response>(() => {});
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
    },
  });
}

/** A RootStore for stories: a signed-in administrator, a fake API and a redirect that only logs. */
export function storyStore(options: StoryStoreOptions = {}): RootStore {
  const storage = new MemoryStorage({
    token: makeToken({ exp: FAR_FUTURE, user: { firstName: 'Jess', lastName: 'Walker', isAdmin: true } }),
  });
  const store = new RootStore(storyApi(options.respond), { storage, redirect: (url) => console.info('redirect to', url) });
  if (options.userMenuOpen) store.ui.toggleUserMenu();
  return store;
}

export function withAdminStores(options: StoryStoreOptions & { path?: string; store?: RootStore } = {}): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[options.path ?? '/adminpanel']}>
      <StoreProvider store={options.store ?? storyStore(options)}>
        <Story />
      </StoreProvider>
    </MemoryRouter>
  );
}
