import { PageShell } from '../components/PageShell';

export default function AboutPage() {
  return (
    <PageShell title="Who We Are">
      <p>Soul Searching Outdoor Co. is an Australian owned outdoor apparel brand from Melbourne.</p>
    </PageShell>
  );
}
