import { PageShell } from '../components/PageShell';

export default function OrderReceivedPage() {
  return (
    <PageShell title="Order Received">
      <p>Thank you for your order.</p>
    </PageShell>
  );
}
