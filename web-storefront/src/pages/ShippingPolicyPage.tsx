import { PageShell } from '../components/PageShell';

export default function ShippingPolicyPage() {
  return (
    <PageShell title="Shipping Policy">
      <p>Orders ship within 24 hours.</p>
    </PageShell>
  );
}
