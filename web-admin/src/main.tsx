import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApiClient } from '../../web-shared/api/client';
import { browserStorage } from '../../web-shared/session/storage';
import { mount } from '../../web-shared/ui/mount';
import { routes } from './routes';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/StoreContext';
import './styles/admin.css';
import './styles/kit.css';
import './styles/operations.css';

const storage = browserStorage();
const api = new ApiClient({
  fetch: (input, init) => window.fetch(input, init),
  storage,
  authFailureStatuses: [401, 403],
});
const store = new RootStore(api, { storage, redirect: (url) => window.location.replace(url) });
const router = createBrowserRouter(routes);

mount(
  <StoreProvider store={store}>
    <RouterProvider router={router} />
  </StoreProvider>,
);
