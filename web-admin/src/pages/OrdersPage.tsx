/** Orders — placeholder; the header above shows the page title. */
export default function OrdersPage() {
  return (
    <section className="adm-page" aria-label="Orders">
      <p>No orders found.</p>
    </section>
  );
}
