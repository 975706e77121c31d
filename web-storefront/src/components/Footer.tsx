import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_NAME, SOCIAL_LINKS } from '../brand';
import type { NewsletterForm } from '../engagement/NewsletterForm';
import { NewsletterFields } from '../engagement/NewsletterFields';
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
  /** The sign-up form's state; the form is left out without one. */
  newsletter?: NewsletterForm;
  /** Re-opens the consent banner ('Cookie settings'); the link shows only with it (GA or Meta configured). */
  onCookieSettings?: () => void;
}

function Copyright({ year }: { year: number }) {
  return (
    <p className="sf-footer__copyright">
      © {year} {BRAND_NAME} All rights reserved.
    </p>
  );
}

function Newsletter({ newsletter }: Pick<FooterProps, 'newsletter'>) {
  const id = useId();
  return (
    <section className="sf-newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sf-footer__heading">
        Join Our Newsletter
      </h2>
      <p>Sign up and get 10% off your first order.</p>
      {newsletter && <NewsletterFields form={newsletter} withFirstName buttonClassName="sf-button sf-button--light" />}
    </section>
  );
}

/** The same props draw the same footer: the layout's re-render when a page comes live leaves it alone. */
export const Footer = memo(function Footer({ variant = 'full', year = new Date().getFullYear(), newsletter, onCookieSettings }: FooterProps) {
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
        <Newsletter newsletter={newsletter} />
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
        {BRAND_NAME} is based in Melbourne, on the lands of the Wurundjeri people of the Kulin Nation. We acknowledge them as the Traditional Custodians of this land and pay our respects to their
        Elders past, present and emerging.
      </p>
      {onCookieSettings && (
        <p className="sf-footer__cookies">
          <button type="button" className="sf-link-btn" onClick={onCookieSettings}>
            Cookie settings
          </button>
        </p>
      )}
      <Copyright year={year} />
    </footer>
  );
});
