import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApiClient } from './api/client';
import { routes } from './routes';
import { RootStore } from './stores/RootStore';
import { browserStorage } from './stores/storage';
import { StoreProvider } from './stores/StoreContext';
import './styles/global.css';

const storage = browserStorage();
const api = new ApiClient({ fetch: (input, init) => window.fetch(input, init), storage, authFailureStatuses: [401] });
const store = new RootStore(api, { storage });
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>
  </StrictMode>,
);
