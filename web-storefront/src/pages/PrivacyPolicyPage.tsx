import { PageShell } from '../components/PageShell';

export default function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy">
      <p>Privacy policy.</p>
    </PageShell>
  );
}
