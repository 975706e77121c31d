import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <section className="sf-hero">
      <div className="sf-hero__inner">
        <h1 className="sf-hero__title">Start Your Soul Searching Journey</h1>
        <p className="sf-hero__text">Sustainable outdoor apparel and gear, designed in Melbourne.</p>
        <Link to="/shop" className="sf-button sf-button--light">
          Shop Now
        </Link>
      </div>
    </section>
  );
}
