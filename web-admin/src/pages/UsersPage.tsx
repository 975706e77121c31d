/** Users — placeholder; the header above shows the page title. */
export default function UsersPage() {
  return (
    <section className="adm-page" aria-label="Users">
      <p>No results found.</p>
    </section>
  );
}
