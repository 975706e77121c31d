import { PageShell } from '../components/PageShell';

export default function BecomeStockistPage() {
  return (
    <PageShell title="Become a Stockist">
      <p>Tell us about your store and we will be in touch within 24-48 hours.</p>
    </PageShell>
  );
}
