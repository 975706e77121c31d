import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../brand';
import { PageShell } from '../components/PageShell';

export default function TermsOfUsePage() {
  return (
    <PageShell title="Terms of Use" className="sf-prose" description="The terms that apply when you use our website and buy from Soul Searching Outdoor Co.">
      <p>These terms apply to your use of this website and to every order you place with {BRAND_NAME}, an Australian business based in Melbourne, Victoria. By using the site you agree to them.</p>
      <h2>Products and prices</h2>
      <p>
        All prices are in Australian dollars (AUD) and include GST. We take care to describe and photograph our products accurately, but colours may vary slightly between screens. Prices and
        availability may change without notice; the price you pay is the one shown at checkout.
      </p>
      <h2>Orders</h2>
      <p>An order is accepted when we send your confirmation e-mail. We may cancel an order, with a full refund, if an item is out of stock or a price was shown in error.</p>
      <h2>Shipping and returns</h2>
      <p>
        Delivery is covered by our <Link to="/shipping-policy">shipping policy</Link> and returns by our <Link to="/returns-policy">returns policy</Link>: free returns and exchanges within 30 days.
      </p>
      <h2>Promo codes</h2>
      <p>Promo codes, such as the 10% off code for newsletter subscribers, can be used once, cannot be exchanged for cash and cannot be combined with other offers unless stated.</p>
      <h2>Reviews and content you send us</h2>
      <p>
        When you post a review or photo you confirm it is your own and give us permission to display it on our website. We check reviews before they are published and may decline any that are
        offensive or unrelated to the product.
      </p>
      <h2>Intellectual property</h2>
      <p>All designs, photographs and text on this site belong to {BRAND_NAME} and may not be copied without our written permission.</p>
      <h2>Your rights</h2>
      <p>Nothing in these terms limits your rights under the Australian Consumer Law. These terms are governed by the laws of Victoria, Australia.</p>
    </PageShell>
  );
}
