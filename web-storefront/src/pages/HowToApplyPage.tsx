import { PageShell } from '../components/PageShell';

export default function HowToApplyPage() {
  return (
    <PageShell title="How to Apply Nail Wraps">
      <p>Step-by-step guide coming soon.</p>
    </PageShell>
  );
}
