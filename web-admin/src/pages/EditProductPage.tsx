/** Edit Product — placeholder; the header above shows the page title. */
export default function EditProductPage() {
  return (
    <section className="adm-page" aria-label="Edit Product">
      <p>Please wait. Product details are being fetched.</p>
    </section>
  );
}
