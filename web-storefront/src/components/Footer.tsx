import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME, SOCIAL_LINKS } from '../brand';
import { FacebookIcon, GlobeIcon, InstagramIcon, LeafIcon, PinIcon, PinterestIcon, TruckIcon } from './icons';

const FEATURES = [
  {
    Icon: TruckIcon,
    title: 'Free Shipping',
    text: 'Free shipping on domestic orders over $100 and international orders above $150.',
  },
  { Icon: PinIcon, title: 'Australian Owned', text: 'Australian owned and run from Melbourne.' },
  { Icon: LeafIcon, title: 'Sustainable Fabrics', text: 'Made from sustainable fabrics that are kinder to the planet.' },
  { Icon: GlobeIcon, title: 'We Give Back', text: '10% of sales pledged to environment preservation.' },
] as const;

const NEED_HELP = [
  { label: 'Help Centre', to: '/help-centre' },
  { label: 'Order Status', to: '/order-status' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Become a Stockist', to: '/becomestockist' },
] as const;

const MORE_INFO = [
  { label: 'Contact Us', to: '/help-centre' },
  { label: 'Shipping', to: '/shipping-policy' },
  { label: 'Terms of Use', to: '/termsofuse' },
  { label: 'Privacy Policy', to: '/privacypolicy' },
] as const;

const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, Pinterest: PinterestIcon } as const;

export interface FooterProps {
  /** 'copyright' shows only the copyright line (help-centre pages). */
  variant?: 'full' | 'copyright';
  /** Defaults to the current year; stories pin it. */
  year?: number;
  /** Newsletter submit; a no-op until the newsletter call is wired. */
  onSubscribe?: (values: { email: string; firstName: string }) => void;
}

function Copyright({ year }: { year: number }) {
  return (
    <p className="sf-footer__copyright">
      © {year} {BRAND_NAME} All rights reserved.
    </p>
  );
}

function NewsletterForm({ onSubscribe }: Pick<FooterProps, 'onSubscribe'>) {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubscribe?.({ email: String(data.get('email') ?? ''), firstName: String(data.get('firstName') ?? '') });
  };
  return (
    <form className="sf-newsletter" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-footer__heading">
        Join Our Newsletter
      </h2>
      <p>Sign up and get 10% off your first order.</p>
      <div className="sf-newsletter__fields">
        <div className="sf-field">
          <label htmlFor={`${id}-first-name`}>First name</label>
          <input id={`${id}-first-name`} name="firstName" type="text" autoComplete="given-name" />
        </div>
        <div className="sf-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </div>
      </div>
      <button type="submit" className="sf-button sf-button--light">
        Subscribe
      </button>
    </form>
  );
}

export function Footer({ variant = 'full', year = new Date().getFullYear(), onSubscribe }: FooterProps) {
  if (variant === 'copyright') {
    return (
      <footer className="sf-footer sf-footer--minimal">
        <Copyright year={year} />
      </footer>
    );
  }
  return (
    <footer className="sf-footer">
      <ul className="sf-footer__features">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="sf-feature">
            <Icon className="sf-feature__icon" width={32} height={32} />
            <h2 className="sf-feature__title">{title}</h2>
            <p className="sf-feature__text">{text}</p>
          </li>
        ))}
      </ul>
      <div className="sf-footer__main">
        <NewsletterForm onSubscribe={onSubscribe} />
        <nav className="sf-footer__links" aria-label="Need Help">
          <h2 className="sf-footer__heading">Need Help</h2>
          <ul>
            {NEED_HELP.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="sf-footer__links" aria-label="More Info">
          <h2 className="sf-footer__heading">More Info</h2>
          <ul>
            {MORE_INFO.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sf-footer__social">
          <h2 className="sf-footer__heading">Follow Us</h2>
          <ul>
            {SOCIAL_LINKS.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name];
              return (
                <li key={name}>
                  <a href={href} className="sf-icon-btn" aria-label={name} rel="noopener noreferrer" target="_blank">
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <p className="sf-footer__acknowledgement">
        {BRAND_NAME} is based in Melbourne, on the lands of the Wurundjeri people of the Kulin Nation. We acknowledge
        them as the Traditional Custodians of this land and pay our respects to their Elders past, present and
        emerging.
      </p>
      <Copyright year={year} />
    </footer>
  );
}
