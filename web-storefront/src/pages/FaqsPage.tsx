import { PageShell } from '../components/PageShell';

export default function FaqsPage() {
  return (
    <PageShell title="FAQs">
      <p>General, Product Support, Online Orders and Payment Methods.</p>
    </PageShell>
  );
}
