/** Products — placeholder; the header above shows the page title. */
export default function ProductsPage() {
  return (
    <section className="adm-page" aria-label="Products">
      <p>Please wait. Products are being fetched.</p>
    </section>
  );
}
