import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router-dom';
import { BRAND_NAME } from '../brand';
import { SIDE_MENU } from '../routeTitles';
import { CategoriesIcon, CouponsIcon, DashboardIcon, OrdersIcon, ProductsIcon, ReviewsIcon, UsersIcon } from './icons';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Dashboard: DashboardIcon,
  Orders: OrdersIcon,
  Users: UsersIcon,
  Products: ProductsIcon,
  Coupons: CouponsIcon,
  Reviews: ReviewsIcon,
  Categories: CategoriesIcon,
};

/** The back-office navigation. `onNavigate` lets the narrow-screen drawer close itself. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="adm-side-menu" aria-label="Admin">
      <p className="adm-side-menu__brand">
        <span>{BRAND_NAME}</span>
        <span className="adm-side-menu__tag">Admin</span>
      </p>
      <ul>
        {SIDE_MENU.map(({ label, to }) => {
          const Icon = ICONS[label];
          return (
            <li key={to}>
              <NavLink to={to} end={to === '/adminpanel'} className="adm-side-menu__link" onClick={onNavigate}>
                {Icon && <Icon />}
                <span>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
