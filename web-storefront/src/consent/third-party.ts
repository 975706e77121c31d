/**
 * The owner's optional Google Analytics 4 and Meta pixel: the storefront's events under each
 * service's standard event names, and the page-side setup each official script expects
 * (gtag's dataLayer, fbq's queue) before its script arrives.
 */
import type { EventForwarder, ShopEventName } from '../analytics/analytics-api';
import type { TrackingConfigResponse } from './consent-api';

/** The shop's prices are Australian dollars: what a value sent to a third party is in. */
export const CURRENCY = 'AUD';

/** GA4 recommended event names. */
export const GA4_EVENT: Record<ShopEventName, string> = {
  PageView: 'page_view',
  ViewContent: 'view_item',
  AddToCart: 'add_to_cart',
  InitiateCheckout: 'begin_checkout',
  AddPaymentInfo: 'add_payment_info',
  Purchase: 'purchase',
  Lead: 'generate_lead',
  CompleteRegistration: 'sign_up',
};

/** Meta pixel standard event names. */
export const META_EVENT: Record<ShopEventName, string> = {
  PageView: 'PageView',
  ViewContent: 'ViewContent',
  AddToCart: 'AddToCart',
  InitiateCheckout: 'InitiateCheckout',
  AddPaymentInfo: 'AddPaymentInfo',
  Purchase: 'Purchase',
  Lead: 'Lead',
  CompleteRegistration: 'CompleteRegistration',
};

/** Adds a script element to the page (tests record the URLs instead). */
export type ScriptLoader = (src: string) => void;

export const browserScriptLoader: ScriptLoader = (src) => {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
};

type Call = (...args: unknown[]) => void;
interface TrackingWindow {
  dataLayer?: unknown[];
  gtag?: Call;
  fbq?: Call & { queue?: unknown[][]; callMethod?: Call; loaded?: boolean; version?: string; push?: Call };
  _fbq?: unknown;
}

function startGoogle(w: TrackingWindow, measurementId: string, scriptUrl: string, load: ScriptLoader): EventForwarder {
  const layer = (w.dataLayer = w.dataLayer ?? []);
  // gtag.js reads Arguments objects from the dataLayer, as its official snippet pushes them.
  const gtag: Call = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  w.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  load(`${scriptUrl}?id=${encodeURIComponent(measurementId)}`);
  return (name, path, value) => gtag('event', GA4_EVENT[name], name === 'PageView' ? { page_path: path } : value === undefined ? {} : { value, currency: CURRENCY });
}

function startMeta(w: TrackingWindow, pixelId: string, scriptUrl: string, load: ScriptLoader): EventForwarder {
  if (!w.fbq) {
    const queue: unknown[][] = [];
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else queue.push(args);
    }) as NonNullable<TrackingWindow['fbq']>;
    fbq.queue = queue;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    w.fbq = fbq;
    w._fbq = fbq;
  }
  const fbq = w.fbq;
  fbq('init', pixelId);
  load(scriptUrl);
  return (name, _path, value) => (value === undefined ? fbq('track', META_EVENT[name]) : fbq('track', META_EVENT[name], { value, currency: CURRENCY }));
}

/** Sets up and loads each configured service; the forwarder hands it every event. */
export function startThirdParties(config: TrackingConfigResponse, load: ScriptLoader, page: object = window): EventForwarder {
  const w = page as TrackingWindow;
  const forwarders: EventForwarder[] = [];
  if (config.google) forwarders.push(startGoogle(w, config.google.measurementId, config.google.scriptUrl, load));
  if (config.meta) forwarders.push(startMeta(w, config.meta.pixelId, config.meta.scriptUrl, load));
  return (name, path, value) => forwarders.forEach((forward) => forward(name, path, value));
}
