/** Stands in for a back-office screen that is not built yet; the header above names the page. */
export default function UnbuiltScreen() {
  return (
    <section className="adm-page" aria-label="Not available yet">
      <p>This screen is not available yet.</p>
    </section>
  );
}
