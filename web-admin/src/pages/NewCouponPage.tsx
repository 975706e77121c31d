/** New Coupon — placeholder; the header above shows the page title. */
export default function NewCouponPage() {
  return (
    <section className="adm-page" aria-label="New Coupon">
      <p>The new coupon form will appear here.</p>
    </section>
  );
}
