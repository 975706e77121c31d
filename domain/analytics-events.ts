/**
 * What the storefront reports to the shop's own analytics (storefront.md §1): page views and the
 * conversion events, by the names the ads pixel and the analytics tool use.
 */
export const ANALYTICS_EVENT_NAMES = ['PageView', 'ViewContent', 'AddToCart', 'InitiateCheckout', 'AddPaymentInfo', 'Purchase', 'Lead', 'CompleteRegistration'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** At most this many events in one report, and a path of at most this many characters. */
export const ANALYTICS_LIMITS = { eventsPerReport: 20, pathLength: 300 } as const;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The dashboard's three device kinds from a user-agent parser's device type (none means a desktop browser). */
export function deviceKind(type: string | undefined): DeviceKind {
  if (type === 'tablet') return 'tablet';
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  return 'desktop';
}

/** The path of a page as reported: its pathname only (no query, no fragment, which may carry personal data), cut to size. */
export function reportedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, ANALYTICS_LIMITS.pathLength);
}
