/**
 * Sources the Content-Security-Policy must allow for the owner's optional Google Analytics (GA4)
 * and Meta pixel: each configured script's origin plus the origins its script sends hits to
 * (Google's CSP guide for gtag.js; Meta's pixel image and connect endpoints). Nothing for a
 * service without an id.
 */
export interface TrackingOriginSettings {
  GA_MEASUREMENT_ID?: string | undefined;
  GA_SCRIPT_URL: string;
  META_PIXEL_ID?: string | undefined;
  META_SCRIPT_URL: string;
}

export interface TrackingSources {
  script: string[];
  connect: string[];
  img: string[];
}

const GOOGLE = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const META = { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com', 'https://connect.facebook.net'], img: ['https://www.facebook.com'] };

export const NO_TRACKING_SOURCES: TrackingSources = { script: [], connect: [], img: [] };

export function trackingSourcesOf(settings: TrackingOriginSettings): TrackingSources {
  const parts: Array<{ own: string; sources: TrackingSources }> = [];
  if (settings.GA_MEASUREMENT_ID) parts.push({ own: new URL(settings.GA_SCRIPT_URL).origin, sources: GOOGLE });
  if (settings.META_PIXEL_ID) parts.push({ own: new URL(settings.META_SCRIPT_URL).origin, sources: META });
  if (parts.length === 0) return NO_TRACKING_SOURCES;
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(parts.flatMap((p) => [p.own, ...p.sources.script])),
    connect: unique(parts.flatMap((p) => [p.own, ...p.sources.connect])),
    img: unique(parts.flatMap((p) => p.sources.img)),
  };
}
