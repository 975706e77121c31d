import { describe, expect, it } from 'vitest';
import { mapsSourcesOf } from './maps-origins.js';

const DEFAULT_URL = 'https://maps.googleapis.com/maps/api/js';

describe('mapsSourcesOf', () => {
  it('allows nothing without a Google Maps key', () => {
    expect(mapsSourcesOf({ GOOGLE_MAPS_JS_URL: DEFAULT_URL })).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows exactly the Maps script origin and Google’s Maps API origins with a key', () => {
    expect(mapsSourcesOf({ GOOGLE_MAPS_API_KEY: 'AIza-test', GOOGLE_MAPS_JS_URL: DEFAULT_URL })).toEqual({
      script: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
      connect: ['https://maps.googleapis.com', 'https://*.googleapis.com'],
      img: ['https://*.googleapis.com', 'https://*.gstatic.com'],
    });
  });

  it('adds a stand-in script’s origin where the script is configured to come from', () => {
    const sources = mapsSourcesOf({ GOOGLE_MAPS_API_KEY: 'AIza-test', GOOGLE_MAPS_JS_URL: 'http://127.0.0.1:4567/maps/api/js' });
    expect(sources.script[0]).toBe('http://127.0.0.1:4567');
    expect(sources.connect[0]).toBe('http://127.0.0.1:4567');
  });
});
