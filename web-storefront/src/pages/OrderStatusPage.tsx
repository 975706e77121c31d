import { PageShell } from '../components/PageShell';

export default function OrderStatusPage() {
  return (
    <PageShell title="Order Status">
      <p>Sign in to see the status of your orders.</p>
    </PageShell>
  );
}
