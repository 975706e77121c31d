import { formatAud } from '../../domain/index.js';

/** Brand constants shared by every screen. */
export const BRAND_NAME = 'Soul Searching Outdoor Co.';

/** Top banner text (spec wording, verbatim). */
export const BANNER_TEXT = 'Free shipping on all domestic orders over $100.';

/** Where shoppers write to (replies within 2 business days): the server's SUPPORT_EMAIL, from the page head. */
export { SUPPORT_EMAIL } from './checkout/support';

/** Social profiles shown in the footer. Replace the hrefs with the brand's real profile URLs. */
export const SOCIAL_LINKS: readonly { name: 'Instagram' | 'Facebook' | 'Pinterest'; href: string }[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Pinterest', href: 'https://www.pinterest.com.au/' },
];

export function pageTitle(title: string): string {
  return title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
}

/**
 * Formats a dollar amount of the HTTP contract, e.g. 49.5 → "$49.50", with the domain's one rule for
 * showing money (no Intl formatter: building one costs a phone tens of milliseconds while the page starts).
 */
export function formatDollars(amount: number): string {
  return formatAud(Math.round(amount * 100));
}
