/** Bulk Edit — placeholder; the header above shows the page title. */
export default function BulkEditPage() {
  return (
    <section className="adm-page" aria-label="Bulk Edit">
      <p>The bulk edit screen will appear here.</p>
    </section>
  );
}
