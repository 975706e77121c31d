import { shopAnalytics } from '../analytics/analytics-api';
import { ConsentStore } from '../consent/ConsentStore';
import { CONSENT_KEY, type ConsentChoice } from '../consent/ConsentStore';
import { startThirdParties } from '../consent/third-party';
import { MemoryStorage } from '../../../web-shared/session/storage';

/** What reached Google Analytics (gtag's dataLayer) and the Meta pixel (fbq's queue): each event with its parameters. */
export interface ThirdPartyCalls {
  google: Array<[string, unknown?]>;
  meta: Array<[string, unknown?]>;
}

/**
 * A page with both of the owner's services configured and the shopper's consent choice made, wired
 * as the storefront wires it: the storefront's one reporter forwards to the real gtag/fbq set-up
 * once the choice is Accept. The services' scripts never load; their calls are read from the queues
 * the official snippets fill.
 */
export async function thirdPartyPage(choice: ConsentChoice): Promise<{ calls: () => ThirdPartyCalls }> {
  shopAnalytics.useSender(null);
  const page: { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } } = {};
  const consent = new ConsentStore({
    api: {
      config: () => Promise.resolve({ google: { measurementId: 'G-TEST123', scriptUrl: 'https://gtm.test/gtag/js' }, meta: { pixelId: '123456', scriptUrl: 'https://fb.test/fbevents.js' } }),
    },
    storage: new MemoryStorage({ [CONSENT_KEY]: choice }),
    analytics: shopAnalytics,
    start: (config) => startThirdParties(config, () => undefined, page),
    currentPath: () => '/',
  });
  await consent.load();
  return {
    calls: () => ({
      google: (page.dataLayer ?? [])
        .map((args) => Array.from(args))
        .filter((args) => args[0] === 'event' && args[1] !== 'page_view')
        .map((args) => [args[1] as string, args[2]]),
      meta: (page.fbq?.queue ?? []).filter((args) => args[0] === 'track' && args[1] !== 'PageView').map((args) => (args.length > 2 ? [args[1] as string, args[2]] : [args[1] as string])),
    }),
  };
}
