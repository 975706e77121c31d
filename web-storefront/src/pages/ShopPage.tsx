import { PageShell } from '../components/PageShell';

export default function ShopPage() {
  return (
    <PageShell title="Products">
      <p>Loading products…</p>
    </PageShell>
  );
}
