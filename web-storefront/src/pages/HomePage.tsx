import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '../components/Carousel';
import { ProductCard } from '../components/ProductCard';
import { Spinner } from '../components/Spinner';
import { useMeta } from '../components/useMeta';
import { useStores } from '../stores/StoreContext';
import { toServerLines } from '../cart/CartSync';

const PROMOS = [
  { title: 'Who We Are', text: 'A small Melbourne team making gear for the long way round.', tone: 'forest' },
  { title: 'Sustainability', text: 'Organic cotton, recycled fibres and plastic-free packaging.', tone: 'moss' },
  { title: 'We Give Back For Every Sale', text: '10% of every purchase goes to conservation groups.', tone: 'clay' },
] as const;

const BLURBS = [
  { title: 'Made To Last', text: 'Heavyweight fabrics and reinforced seams, so your favourite tee sees a hundred trails, not one season.' },
  { title: 'Kinder Materials', text: 'Organic cotton, recycled polyester and responsibly sourced merino, dyed with low-impact dyes.' },
  { title: 'Shipped Fast', text: 'Orders leave our Melbourne studio within 24 hours, with free domestic shipping over $100.' },
] as const;

const HomePage = observer(function HomePage() {
  const { catalog, cart } = useStores();
  useMeta('', 'Sustainable outdoor apparel and gear from Melbourne: t-shirts, beanies, caps and nail wraps. Free domestic shipping over $100.');
  useEffect(() => {
    void catalog.loadBestSellers(toServerLines(cart.lines));
  }, [catalog, cart]);

  return (
    <>
      <section className="sf-hero">
        <div className="sf-hero__inner">
          <h1 className="sf-hero__title">Start Your Soul Searching Journey</h1>
          <p className="sf-hero__text">Sustainable outdoor apparel and gear, designed in Melbourne.</p>
          <Link to="/shop" className="sf-button sf-button--light">
            Shop Now
          </Link>
        </div>
      </section>

      <section className="sf-section" aria-labelledby="sf-trending-title">
        <h2 id="sf-trending-title" className="sf-section__title">
          Trending Gear
        </h2>
        {catalog.bestSellersLoading && catalog.bestSellers.length === 0 ? (
          <Spinner />
        ) : catalog.bestSellers.length > 0 ? (
          <Carousel label="Trending gear" items={catalog.bestSellers} keyOf={(p) => p._id} render={(p) => <ProductCard product={p} />} />
        ) : (
          <p>
            New gear is on its way. <Link to="/shop">Browse the shop</Link>.
          </p>
        )}
      </section>

      <section className="sf-section" aria-label="About us">
        <ul className="sf-promos">
          {PROMOS.map((promo) => (
            <li key={promo.title} className={`sf-promo sf-promo--${promo.tone}`}>
              <Link to="/explore" className="sf-promo__link">
                <h2 className="sf-promo__title">{promo.title}</h2>
                <p>{promo.text}</p>
                <span className="sf-promo__more" aria-hidden="true">
                  Explore →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="sf-section" aria-label="Why shop with us">
        <ul className="sf-blurbs">
          {BLURBS.map((blurb) => (
            <li key={blurb.title} className="sf-blurb">
              <h2 className="sf-blurb__title">{blurb.title}</h2>
              <p>{blurb.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
});

export default HomePage;
