/** Coupons — placeholder; the header above shows the page title. */
export default function CouponsPage() {
  return (
    <section className="adm-page" aria-label="Coupons">
      <p>The coupon list will appear here.</p>
    </section>
  );
}
