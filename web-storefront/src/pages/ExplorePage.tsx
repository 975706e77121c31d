import { PageShell } from '../components/PageShell';

export default function ExplorePage() {
  return (
    <PageShell title="Explore">
      <p>Who we are, sustainability and how we give back for every sale.</p>
    </PageShell>
  );
}
