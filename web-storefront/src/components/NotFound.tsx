import { Link } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="sf-page sf-not-found">
      <p className="sf-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! This Page Could Not Be Found</h1>
      <p>The page you are looking for might have been moved, renamed or never existed.</p>
      <Link to="/" className="sf-button">
        Go To Homepage
      </Link>
    </section>
  );
}
