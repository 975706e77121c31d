/**
 * The storefront SPA's routes (spec/storefront.md §2 and checkout-and-account.md §2), so the server can
 * answer unknown paths with status 404 and give each page its title before any JavaScript runs. The
 * SPA's own list (web-storefront/src/routes.tsx) is checked against this one by a test.
 */
interface PageRoute {
  /** The route as the SPA writes it, e.g. `/shop/:slug/:productId`. */
  path: string;
  pattern: RegExp;
  title: string;
  /** Pages that should not be indexed by search engines. */
  private?: boolean;
}

const page = (path: string, title: string, isPrivate = false): PageRoute => ({
  path,
  pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  title,
  private: isPrivate,
});

export const STOREFRONT_PAGES: readonly PageRoute[] = [
  page('/', 'Sustainable outdoor apparel and gear'),
  page('/about', 'Who We Are'),
  page('/sustainability', 'Sustainability'),
  page('/howtoapply', 'How to Apply Nail Wraps'),
  page('/explore', 'Explore'),
  page('/shop', 'Shop'),
  page('/shop/:slug/:productId', 'Shop'),
  page('/help-centre', 'Help Centre'),
  page('/faqs', 'FAQs'),
  page('/order-status', 'Order Status'),
  page('/becomestockist', 'Become a Stockist'),
  page('/shipping-policy', 'Shipping Policy'),
  page('/termsofuse', 'Terms of Use'),
  page('/privacypolicy', 'Privacy Policy'),
  page('/returns-policy', 'Returns Policy'),
  page('/login', 'Sign In', true),
  page('/reset-password', 'Reset Password', true),
  page('/verifyaccount/:code', 'Verify Account', true),
  page('/newPassword/:userid/:code', 'New Password', true),
  page('/cart', 'My Cart', true),
  page('/checkout', 'Checkout', true),
  page('/order-received/:orderid', 'Order Received', true),
  page('/dashboard', 'My Account', true),
  page('/dashboard/order-details/:orderid', 'Order Details', true),
  page('/dashboard/addresses', 'Addresses', true),
];

export function findStorefrontPage(path: string): PageRoute | undefined {
  return STOREFRONT_PAGES.find((p) => p.pattern.test(path));
}
