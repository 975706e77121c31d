import type { TrackingConfigResponse } from '../../http/contract/tracking.js';
import type { Config } from '../../platform/config/config.js';
import type { ShopModule } from '../../platform/module.js';
import { T } from '../../platform/tokens.js';
import { trackingRouter } from './tracking-routes.js';

/** Each third-party service only when the owner configured its id. */
export const trackingConfigOf = (config: Config): TrackingConfigResponse => ({
  google: config.GA_MEASUREMENT_ID ? { measurementId: config.GA_MEASUREMENT_ID, scriptUrl: config.GA_SCRIPT_URL } : null,
  meta: config.META_PIXEL_ID ? { pixelId: config.META_PIXEL_ID, scriptUrl: config.META_SCRIPT_URL } : null,
});

/** Optional Google Analytics and Meta pixel, behind the storefront's consent banner. */
export const consentModule: ShopModule = {
  name: 'consent',
  routers(c) {
    return [trackingRouter({ registry: c.get(T.registry), config: trackingConfigOf(c.get(T.config)) })];
  },
};
