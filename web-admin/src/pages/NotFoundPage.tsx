import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="adm-page" aria-label="Page Not Found">
      <p>Oops! This Page Could Not Be Found</p>
      <Link to="/adminpanel">Go To Dashboard</Link>
    </section>
  );
}
