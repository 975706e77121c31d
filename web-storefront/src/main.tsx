import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { PageState } from '../../adapters/http/contract/storefront-page.js';
import { ApiClient } from '../../web-shared/api/client';
import { browserStorage } from '../../web-shared/session/storage';
import { mount } from '../../web-shared/ui/mount';
import { routes } from './routes';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import './styles/global.css';

/** The data a server-rendered page was rendered with (ADR 050), or undefined for a client-rendered one. */
function pageState(): PageState | undefined {
  const element = document.getElementById('shop-state');
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : undefined;
}

const state = pageState();
const storage = browserStorage();
const api = new ApiClient({ fetch: (input, init) => window.fetch(input, init), storage, authFailureStatuses: [401] });
const store = new RootStore(api, { storage, ...(state ? { pageState: state } : {}) });
const router = createBrowserRouter(routes);
const app = (
  <StoreProvider store={store}>
    <RouterProvider router={router} />
  </StoreProvider>
);

const root = document.getElementById('root');
if (state && root?.firstChild) hydrateRoot(root, <StrictMode>{app}</StrictMode>);
else mount(app);
