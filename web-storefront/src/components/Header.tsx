import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { Banner } from './Banner';
import { BagIcon, MenuIcon, UserIcon } from './icons';
import { Logo } from './Logo';

export const MAIN_NAV: readonly { label: string; to: string }[] = [
  { label: 'SHOP', to: '/shop' },
  { label: 'EXPLORE', to: '/explore' },
  { label: 'CONTACT', to: '/help-centre' },
];

export function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export const Header = observer(function Header() {
  const { session, cart, ui } = useStores();
  // As the server rendered it (no shopper) until the page is live, so hydration matches.
  const count = ui.live ? cart.itemCount : 0;
  const signedIn = ui.live && session.isLoggedIn;
  return (
    <header className="sf-header">
      <Banner />
      <div className="sf-header__bar">
        <button type="button" className="sf-icon-btn sf-header__menu-btn" aria-label="Menu" aria-haspopup="dialog" aria-expanded={ui.menuOpen} onClick={ui.openMenu}>
          <MenuIcon />
        </button>
        <Link to="/" className="sf-header__logo">
          <Logo />
        </Link>
        <nav className="sf-header__nav" aria-label="Main">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="sf-header__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sf-header__actions">
          <Link to={signedIn ? '/dashboard' : '/login'} className="sf-icon-btn" aria-label="Account">
            <UserIcon />
          </Link>
          <button type="button" className="sf-icon-btn sf-header__cart" aria-label={cartButtonLabel(count)} aria-haspopup="dialog" aria-expanded={ui.cartOpen} onClick={ui.openCart}>
            <BagIcon />
            {count > 0 && (
              <span className="sf-badge" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </button>
        </div>
      </div>
    </header>
  );
});
