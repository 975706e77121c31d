/** Dashboard — placeholder; the header above shows the page title. */
export default function DashboardPage() {
  return (
    <section className="adm-page" aria-label="Dashboard">
      <p>Sales, orders, users and traffic figures will appear here.</p>
    </section>
  );
}
