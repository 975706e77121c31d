/** New Product — placeholder; the header above shows the page title. */
export default function NewProductPage() {
  return (
    <section className="adm-page" aria-label="New Product">
      <p>The new product form will appear here.</p>
    </section>
  );
}
