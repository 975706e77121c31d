import { PageShell } from '../components/PageShell';

export default function TermsOfUsePage() {
  return (
    <PageShell title="Terms of Use">
      <p>Terms of use.</p>
    </PageShell>
  );
}
