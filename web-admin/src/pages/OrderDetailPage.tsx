/** Order Details — placeholder; the header above shows the page title. */
export default function OrderDetailPage() {
  return (
    <section className="adm-page" aria-label="Order Details">
      <p>Please Wait. Order is being fetched.</p>
    </section>
  );
}
