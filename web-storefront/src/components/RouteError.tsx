import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from './NotFound';

/** Shown when a route throws, e.g. a page chunk fails to load after a deploy. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="sf-page sf-not-found" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload to try again.</p>
      <a href="/" className="sf-button">
        Go To Homepage
      </a>
    </section>
  );
}
