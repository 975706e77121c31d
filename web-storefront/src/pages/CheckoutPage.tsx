import { PageShell } from '../components/PageShell';

export default function CheckoutPage() {
  return (
    <PageShell title="Checkout">
      <p>Information, shipping and payment.</p>
    </PageShell>
  );
}
