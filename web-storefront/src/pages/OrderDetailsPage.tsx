import { PageShell } from '../components/PageShell';

export default function OrderDetailsPage() {
  return (
    <PageShell title="Order Details">
      <p>Order details.</p>
    </PageShell>
  );
}
