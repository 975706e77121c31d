const DEFAULT_SUPPORT_EMAIL = 'support@soulsearching.example';

/**
 * The support address shown to shoppers: the page's `<meta name="support-email">` when the server
 * writes one (it knows SUPPORT_EMAIL), else the shop's default address.
 */
function readSupportEmail(): string {
  if (typeof document === 'undefined') return DEFAULT_SUPPORT_EMAIL;
  return document.querySelector('meta[name="support-email"]')?.getAttribute('content') || DEFAULT_SUPPORT_EMAIL;
}

export const SUPPORT_EMAIL = readSupportEmail();
