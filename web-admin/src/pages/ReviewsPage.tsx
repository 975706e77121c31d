/** Reviews — placeholder; the header above shows the page title. */
export default function ReviewsPage() {
  return (
    <section className="adm-page" aria-label="Reviews">
      <p>The review list will appear here.</p>
    </section>
  );
}
