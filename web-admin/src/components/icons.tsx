import { CloseIcon as SharedCloseIcon, MenuIcon as SharedMenuIcon, Svg as SharedSvg, type IconProps } from '../../../web-shared/ui/icons';

// The back office's denser rows take its icons a size down from the storefront's.
const SMALL = { width: '22', height: '22' };

const Svg = (p: IconProps) => <SharedSvg {...SMALL} {...p} />;

export const CloseIcon = (p: IconProps) => <SharedCloseIcon {...SMALL} {...p} />;

export const MenuIcon = (p: IconProps) => <SharedMenuIcon {...SMALL} {...p} />;

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const DashboardIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </Svg>
);

export const OrdersIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
    <path d="M9 8h6M9 12h6" />
  </Svg>
);

export const UsersIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.2.6 3.5 2.8 3.5 6" />
  </Svg>
);

export const ProductsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3c0 1.7-1.8 3-4 3S8 4.7 8 3Z" />
  </Svg>
);

export const CouponsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 8V5h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4Z" transform="translate(0 2)" />
    <path d="M9 10h.01M15 16h.01M15 10l-6 6" />
  </Svg>
);

export const ReviewsIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8Z" />
  </Svg>
);

export const CategoriesIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 7h7l2 2h9v10H3Z" />
  </Svg>
);
