import { Link } from 'react-router-dom';
import { PageShell } from '../components/PageShell';

const SECTIONS = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    text: 'An Australian owned outdoor apparel brand from Melbourne, making small-batch tees, beanies, caps and nail wraps for people who live to get outside.',
    to: '/about',
    link: 'Meet the team',
  },
  {
    id: 'sustainability',
    title: 'Sustainability',
    text: 'Organic cotton, recycled fibres, responsibly sourced merino and plastic-free packaging: gear that is kinder to the places we explore.',
    to: '/sustainability',
    link: 'How we make our gear',
  },
  {
    id: 'we-give-back',
    title: 'We Give Back For Every Sale',
    text: 'We donate 10% of every purchase to non-profit conservation groups that protect Australian bushland, coastlines and wildlife.',
    to: '/sustainability',
    link: 'Our conservation pledge',
  },
] as const;

export default function ExplorePage() {
  return (
    <PageShell title="Explore" className="sf-prose" description="Who we are, how we make sustainable outdoor gear and how we give back for every sale.">
      <p>Get to know the people, the materials and the places behind Soul Searching Outdoor Co.</p>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className="sf-explore__section">
          <h2>{section.title}</h2>
          <p>{section.text}</p>
          <Link to={section.to}>{section.link}</Link>
        </section>
      ))}
      <p>
        <Link to="/shop" className="sf-button">
          Shop Now
        </Link>
      </p>
    </PageShell>
  );
}
