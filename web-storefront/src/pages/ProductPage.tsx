import { Link } from 'react-router-dom';
import { PageShell } from '../components/PageShell';

export default function ProductPage() {
  return (
    <PageShell title="Product">
      <nav aria-label="Breadcrumb" className="sf-breadcrumb">
        <Link to="/">Home</Link> <span aria-hidden="true">›</span> <Link to="/shop">Shop</Link>
      </nav>
      <p>Product details are loading…</p>
    </PageShell>
  );
}
