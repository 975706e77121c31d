import { PageShell } from '../components/PageShell';

export default function NewPasswordPage() {
  return (
    <PageShell title="Reset Password">
      <p>Choose a new password.</p>
    </PageShell>
  );
}
