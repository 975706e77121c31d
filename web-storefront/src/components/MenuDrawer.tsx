import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import { Drawer } from './Drawer';
import { MAIN_NAV } from './Header';

const MORE_LINKS: readonly { label: string; to: string }[] = [
  { label: 'Who We Are', to: '/about' },
  { label: 'Sustainability', to: '/sustainability' },
  { label: 'How to Apply Nail Wraps', to: '/howtoapply' },
  { label: 'FAQs', to: '/faqs' },
  { label: 'Order Status', to: '/order-status' },
];

export const MenuDrawer = observer(function MenuDrawer() {
  const { session, ui } = useStores();
  return (
    <Drawer id="sf-menu-drawer" title="Menu" side="left" open={ui.menuOpen} onClose={ui.closeMenu}>
      <nav aria-label="Menu">
        <ul className="sf-menu-drawer__main">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={ui.closeMenu}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="sf-menu-drawer__more">
          {MORE_LINKS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={ui.closeMenu}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={session.isLoggedIn ? '/dashboard' : '/login'} onClick={ui.closeMenu}>
              {session.isLoggedIn ? 'My Account' : 'Login / Register'}
            </NavLink>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
});
