import { PageShell } from '../components/PageShell';

export default function SustainabilityPage() {
  return (
    <PageShell title="Sustainability">
      <p>Sustainable fabrics, and 10% of every purchase donated to non-profit conservation groups.</p>
    </PageShell>
  );
}
