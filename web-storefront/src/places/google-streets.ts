import type { AddressComponent, StreetAddress } from './street-address';
import { regionCodeOf, streetAddressOf } from './street-address';

/**
 * Street suggestions through the Google Maps JavaScript API's Places library (Places API (New)),
 * typed by hand for the few calls used. The script is loaded from the configured URL the first
 * time the shopper types in the street field, never before and never without a key.
 */
interface PlacePrediction {
  text: { toString(): string };
  toPlace(): { fetchFields(options: { fields: string[] }): Promise<{ place: { addressComponents?: AddressComponent[] } }> };
}

interface PlacesLibrary {
  AutocompleteSessionToken: new () => unknown;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: { input: string; sessionToken?: unknown; includedRegionCodes?: string[] }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
}

interface GoogleMaps {
  importLibrary(name: 'places'): Promise<PlacesLibrary>;
}

export interface ScriptLoader {
  load(url: string): Promise<void>;
}

export interface StreetSuggestion {
  text: string;
  prediction: PlacePrediction;
}

/** The global callback the Maps script calls once it is ready (its `callback` parameter). */
export const MAPS_READY_CALLBACK = '__shopMapsReady';
const READY_TIMEOUT_MS = 15_000;

type MapsGlobal = typeof globalThis & { google?: { maps?: GoogleMaps }; [MAPS_READY_CALLBACK]?: () => void };

export function mapsScriptUrl(scriptUrl: string, apiKey: string): string {
  const url = new URL(scriptUrl, globalThis.location?.href);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('v', 'weekly');
  url.searchParams.set('loading', 'async');
  url.searchParams.set('callback', MAPS_READY_CALLBACK);
  return url.toString();
}

export class GoogleStreets {
  readonly #scripts: ScriptLoader;
  readonly #url: string;
  #library: Promise<PlacesLibrary> | undefined;
  #session: unknown = null;

  constructor(scripts: ScriptLoader, scriptUrl: string, apiKey: string) {
    this.#scripts = scripts;
    this.#url = mapsScriptUrl(scriptUrl, apiKey);
  }

  #places(): Promise<PlacesLibrary> {
    if (!this.#library) {
      const loading = this.#load();
      // A failed load is tried again on the next lookup rather than remembered.
      loading.catch(() => {
        if (this.#library === loading) this.#library = undefined;
      });
      this.#library = loading;
    }
    return this.#library;
  }

  async #load(): Promise<PlacesLibrary> {
    const g = globalThis as MapsGlobal;
    if (!g.google?.maps) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const ready = new Promise<void>((resolve, reject) => {
        g[MAPS_READY_CALLBACK] = resolve;
        timer = setTimeout(() => reject(new Error('The maps script did not start')), READY_TIMEOUT_MS);
      });
      try {
        await Promise.all([this.#scripts.load(this.#url), ready]);
      } finally {
        clearTimeout(timer);
      }
    }
    const maps = g.google?.maps;
    if (!maps) throw new Error('The maps script did not define google.maps');
    return maps.importLibrary('places');
  }

  async suggest(input: string, country: string, signal: AbortSignal): Promise<StreetSuggestion[]> {
    const places = await this.#places();
    if (signal.aborted) return [];
    // One session from the first keystroke to the chosen place, as Google bills autocomplete.
    this.#session ??= new places.AutocompleteSessionToken();
    const region = regionCodeOf(country);
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, sessionToken: this.#session, ...(region ? { includedRegionCodes: [region] } : {}) });
    return suggestions.flatMap((s) => (s.placePrediction ? [{ text: s.placePrediction.text.toString(), prediction: s.placePrediction }] : []));
  }

  async details(suggestion: StreetSuggestion): Promise<StreetAddress> {
    this.#session = null;
    const { place } = await suggestion.prediction.toPlace().fetchFields({ fields: ['addressComponents'] });
    return streetAddressOf(place.addressComponents ?? [], suggestion.text);
  }
}
