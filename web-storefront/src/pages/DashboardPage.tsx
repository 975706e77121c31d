import { PageShell } from '../components/PageShell';

export default function DashboardPage() {
  return (
    <PageShell title="My Account">
      <p>Order History and Account Details.</p>
    </PageShell>
  );
}
