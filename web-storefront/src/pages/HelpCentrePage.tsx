import { PageShell } from '../components/PageShell';

export default function HelpCentrePage() {
  return (
    <PageShell title="Help Centre">
      <p>We answer every inquiry within 2 business days.</p>
    </PageShell>
  );
}
