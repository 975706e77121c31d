/**
 * GET /api/tracking/config: the owner's optional third-party analytics. Each is null unless its id
 * is configured; the storefront shows a consent banner only when one is present, and loads
 * `scriptUrl` only after the shopper accepts.
 */
import { z } from 'zod';

export const trackingConfigAnswer = z.object({
  google: z.object({ measurementId: z.string(), scriptUrl: z.string() }).nullable(),
  meta: z.object({ pixelId: z.string(), scriptUrl: z.string() }).nullable(),
});
export type TrackingConfigResponse = z.infer<typeof trackingConfigAnswer>;
