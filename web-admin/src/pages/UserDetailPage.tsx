/** User Details — placeholder; the header above shows the page title. */
export default function UserDetailPage() {
  return (
    <section className="adm-page" aria-label="User Details">
      <p>Please wait. User is being fetched.</p>
    </section>
  );
}
