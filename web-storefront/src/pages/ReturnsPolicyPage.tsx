import { PageShell } from '../components/PageShell';

export default function ReturnsPolicyPage() {
  return (
    <PageShell title="Returns Policy">
      <p>Free returns and exchanges within 30 days.</p>
    </PageShell>
  );
}
