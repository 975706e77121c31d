/**
 * The storefront's reports to the shop's own analytics (storefront.md §1 events), sent with
 * navigator.sendBeacon to the shop itself: no cookie, no third-party script. The server counts a
 * visitor by a daily-salted hash and ignores bots. A browser without sendBeacon (or a test) sends nothing.
 */
export type ShopEventName = 'PageView' | 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'AddPaymentInfo' | 'Purchase' | 'Lead' | 'CompleteRegistration';

export const ANALYTICS_ENDPOINT = '/api/analytics/events';

export type BeaconSender = (url: string, body: Blob) => boolean;

const browserSender = (): BeaconSender | null => (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null);

const currentPath = (): string => (typeof location === 'undefined' ? '/' : location.pathname);

/** Somewhere else an event goes too (the optional third-party analytics, after consent); `value` in AUD dollars (the shopping events: ViewContent, AddToCart, InitiateCheckout, AddPaymentInfo, Purchase). */
export type EventForwarder = (name: ShopEventName, path: string, value?: number) => void;

export class ShopAnalytics {
  #send: BeaconSender | null;
  #forwarders: EventForwarder[] = [];

  constructor(send: BeaconSender | null = browserSender()) {
    this.#send = send;
  }

  /** Replaces how reports leave (tests record them). */
  useSender(send: BeaconSender | null): void {
    this.#send = send;
  }

  /** Also hands every later event to `forward`. */
  forwardTo(forward: EventForwarder): void {
    this.#forwarders.push(forward);
  }

  /** Reports one event of the page at `path` (the current page by default), with its `value` in AUD dollars for the third parties (the shopping events). Never throws: analytics never breaks shopping. */
  track(name: ShopEventName, path: string = currentPath(), value?: number): void {
    for (const forward of this.#forwarders) {
      try {
        forward(name, path, value);
      } catch {
        /* a third party's failure is not the shopper's problem */
      }
    }
    if (!this.#send) return;
    try {
      this.#send(ANALYTICS_ENDPOINT, new Blob([JSON.stringify({ events: [{ name, path }] })], { type: 'application/json' }));
    } catch {
      /* a lost report is not the shopper's problem */
    }
  }
}

/** The storefront's one reporter; stores report through it. */
export const shopAnalytics = new ShopAnalytics();
