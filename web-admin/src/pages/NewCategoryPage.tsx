/** New Category — placeholder; the header above shows the page title. */
export default function NewCategoryPage() {
  return (
    <section className="adm-page" aria-label="New Category">
      <p>All fields are required. The form is case sensitive.</p>
    </section>
  );
}
