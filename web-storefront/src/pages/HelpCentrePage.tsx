import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../brand';
import { Accordion } from '../components/Accordion';
import { useMeta } from '../components/useMeta';
import { FAQ_GROUPS } from '../content/faqs';
import { shopHref } from '../catalog/shopQuery';

const TILES = [
  { to: '/order-status', title: 'Order Status', text: 'Track a parcel or see your order history.' },
  { to: '/returns-policy', title: 'Returns Policy', text: 'Free returns and exchanges within 30 days.' },
  { to: '/shipping-policy', title: 'Shipping Policy', text: 'Delivery times, costs and Click & Collect.' },
  { to: '/becomestockist', title: 'Become a Stockist', text: 'Sell our gear in your store.' },
  { to: '/termsofuse', title: 'Terms of Use', text: 'The terms that apply when you shop with us.' },
  { to: '/privacypolicy', title: 'Privacy Policy', text: 'How we collect, use and protect your details.' },
] as const;

/** The Contact Us banner: its search box leads to /shop?productSearch=… */
function ContactBanner() {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(shopHref({ productSearch: text.trim() }));
  };
  return (
    <div className="sf-help-banner">
      <h2 className="sf-help-banner__title">Contact Us</h2>
      <p>How can we help you today?</p>
      <form role="search" className="sf-help-banner__search" onSubmit={onSubmit}>
        <label htmlFor={`${id}-search`} className="sf-visually-hidden">
          Search products
        </label>
        <input id={`${id}-search`} type="search" placeholder="Search products" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="sf-button sf-button--light">
          Search
        </button>
      </form>
    </div>
  );
}

export default function HelpCentrePage() {
  useMeta('Help Centre', 'Order status, returns, shipping, stockist applications and answers to common questions. We reply within 2 business days.');
  return (
    <section className="sf-help">
      <ContactBanner />
      <div className="sf-page">
        <h1 className="sf-page__title">Help Centre</h1>
        <ul className="sf-help__tiles">
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className="sf-help__tile">
                <strong>{tile.title}</strong>
                <span>{tile.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <section className="sf-help__contact">
          <h2>Still need help?</h2>
          <p>
            E-mail us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will get back to you within 2 business days.
          </p>
        </section>
        <section className="sf-prose">
          <h2>Frequently Asked Questions</h2>
          <Accordion items={FAQ_GROUPS.flatMap((group) => group.items.map((item) => ({ ...item, id: `${group.title}-${item.id}` })))} />
        </section>
      </div>
    </section>
  );
}
