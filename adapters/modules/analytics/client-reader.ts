import { createRequire } from 'node:module';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { ClientReader, Place } from '../../../application/analytics/ports.js';
import { deviceKind } from '../../../domain/analytics-events.js';

type GeoIp = typeof import('geoip-lite');
const require = createRequire(import.meta.url);
let geoip: GeoIp | undefined;

/**
 * The IP database ships inside the geoip-lite package (GeoLite2 data, about 150 MB on disk and some
 * 150 MB of memory once loaded); nothing is downloaded at run time. It is loaded on the first
 * lookup, so a process that never records a visit never pays for it.
 */
function ipDatabase(): GeoIp {
  geoip ??= require('geoip-lite') as GeoIp;
  return geoip;
}

const NOWHERE: Place = { countryCode: '', region: '', city: '' };

/** Bots by user agent (isbot), device kind by user agent (ua-parser-js), place by IP (geoip-lite), all offline. */
export const offlineClientReader: ClientReader = {
  isBot: (userAgent) => userAgent.trim() === '' || isbot(userAgent),
  device: (userAgent) => deviceKind(new UAParser(userAgent).getDevice().type),
  place(ip) {
    const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const found = ipDatabase().lookup(bare);
    return found ? { countryCode: found.country ?? '', region: found.region ?? '', city: found.city ?? '' } : NOWHERE;
  },
};

/** English country names from ISO 3166-1 alpha-2 codes. */
const names = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string): string => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};
