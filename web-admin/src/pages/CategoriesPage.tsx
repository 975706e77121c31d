/** Categories — placeholder; the header above shows the page title. */
export default function CategoriesPage() {
  return (
    <section className="adm-page" aria-label="Categories">
      <p>The category list will appear here.</p>
    </section>
  );
}
