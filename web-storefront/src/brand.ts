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

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Formats a dollar amount, e.g. 49.5 → "$49.50". */
export function formatDollars(amount: number): string {
  return aud.format(amount);
}
