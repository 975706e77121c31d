import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders an SPA into the #root element of its index.html. */
export function mount(app: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
