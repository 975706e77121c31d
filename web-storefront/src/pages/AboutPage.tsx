import { Link } from 'react-router-dom';
import { PageShell } from '../components/PageShell';

export default function AboutPage() {
  return (
    <PageShell title="Who We Are" className="sf-prose" description="Soul Searching Outdoor Co. is an Australian owned outdoor apparel brand from Melbourne making sustainable gear.">
      <p>
        Soul Searching Outdoor Co. is an Australian owned outdoor apparel brand, designed and run from a small studio in Melbourne. We started with a simple idea: the clothes you wear to get outside
        should not cost the places you love.
      </p>
      <h2>What we make</h2>
      <p>
        We make t-shirts, beanies, caps and nail wraps for people who would rather be on a trail, a beach or a campsite than anywhere else. Everything is made in small batches from sustainable fabrics
        such as organic cotton, recycled polyester and responsibly sourced merino, and printed with water-based inks.
      </p>
      <h2>How we work</h2>
      <p>
        Orders are packed by our own team and ship within 24 hours. Domestic orders over $100 ship free, and international orders over $150 ship free too. If something is not right, you have 30 days
        for free returns and exchanges.
      </p>
      <h2>Why we give back</h2>
      <p>
        10% of every sale goes to non-profit conservation groups. <Link to="/sustainability">Read about our sustainability commitments</Link> or <Link to="/shop">browse the collection</Link>.
      </p>
    </PageShell>
  );
}
