import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { RootStore } from '../stores/RootStore';
import { MemoryStorage } from '../../../web-shared/session/storage';
import { StoreProvider } from '../stores/StoreContext';
import { fakeApiClient, makeToken } from '../../../web-shared/testing/fakes';

const FAR_FUTURE = 4_102_444_800; // 2100-01-01, seconds

/** A RootStore for stories: a signed-in administrator, a fake API and a redirect that only logs. */
export function storyStore(options: { userMenuOpen?: boolean } = {}): RootStore {
  const storage = new MemoryStorage({
    token: makeToken({ exp: FAR_FUTURE, user: { firstName: 'Jess', lastName: 'Walker', isAdmin: true } }),
  });
  const store = new RootStore(fakeApiClient(), { storage, redirect: (url) => console.info('redirect to', url) });
  if (options.userMenuOpen) store.ui.toggleUserMenu();
  return store;
}

export function withAdminStores(options: { path?: string; userMenuOpen?: boolean } = {}): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[options.path ?? '/adminpanel']}>
      <StoreProvider store={storyStore(options)}>
        <Story />
      </StoreProvider>
    </MemoryRouter>
  );
}
