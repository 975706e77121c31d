/**
 * Sources the Content-Security-Policy must allow for street autocomplete through Google Places:
 * the configured Maps script's origin, and the Google origins the Maps JavaScript API loads its
 * libraries from and sends its requests to (Google's allowlist guide, less what only a drawn map
 * needs: frames, fonts, workers and 'unsafe-eval'). Nothing at all without a key.
 */
export interface MapsOriginSettings {
  GOOGLE_MAPS_API_KEY?: string | undefined;
  GOOGLE_MAPS_JS_URL: string;
}

export interface MapsSources {
  script: string[];
  connect: string[];
  img: string[];
}

const GOOGLE_SCRIPT = ['https://*.googleapis.com', 'https://*.gstatic.com'];
const GOOGLE_CONNECT = ['https://*.googleapis.com'];
/** The "Google" attribution and place photos, should the storefront ever show them. */
const GOOGLE_IMG = ['https://*.googleapis.com', 'https://*.gstatic.com'];

export const NO_MAPS_SOURCES: MapsSources = { script: [], connect: [], img: [] };

export function mapsSourcesOf(settings: MapsOriginSettings): MapsSources {
  if (!settings.GOOGLE_MAPS_API_KEY) return NO_MAPS_SOURCES;
  const own = new URL(settings.GOOGLE_MAPS_JS_URL).origin;
  const unique = (list: string[]) => [...new Set(list)];
  return { script: unique([own, ...GOOGLE_SCRIPT]), connect: unique([own, ...GOOGLE_CONNECT]), img: unique(GOOGLE_IMG) };
}
