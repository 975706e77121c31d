import { PageShell } from '../components/PageShell';

export default function VerifyAccountPage() {
  return (
    <PageShell title="Verify Account">
      <p>Verifying your account…</p>
    </PageShell>
  );
}
