import { PageShell } from '../components/PageShell';

export default function AddressesPage() {
  return (
    <PageShell title="Addresses">
      <p>Your address book.</p>
    </PageShell>
  );
}
