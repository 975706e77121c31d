import type { ServiceIdentifier } from 'inversify';
import { makeSuggestLocalities } from '../../application/places/suggest-localities.js';
import type { PlaceLookup } from '../../application/ports/place-lookup.js';
import type { Config } from '../config/config.js';
import { T } from '../container.js';
import type { PlacesConfigResponse } from '../http/contract/places.js';
import { placesRouter } from '../http/routes/places.js';
import { PostcodeDatasetLookup } from '../places/postcode-dataset.js';
import type { Area } from './area.js';

export const PLACES = {
  lookup: Symbol.for('shop.places.lookup') as ServiceIdentifier<PlaceLookup>,
};

/** Google Places street autocomplete only when the owner configured a key. */
const placesConfigOf = (config: Config): PlacesConfigResponse => ({
  street: config.GOOGLE_MAPS_API_KEY ? { provider: 'google', scriptUrl: config.GOOGLE_MAPS_JS_URL, apiKey: config.GOOGLE_MAPS_API_KEY } : null,
});

/** Address autofill: suburb, state and postcode suggestions, and the street provider's settings. */
export const placesArea: Area = {
  name: 'places',
  bind(c) {
    c.bind(PLACES.lookup).toConstantValue(new PostcodeDatasetLookup());
  },
  routers(c) {
    return [
      placesRouter({
        registry: c.get(T.registry),
        rateLimiter: c.get(T.rateLimiter),
        suggestLocalities: makeSuggestLocalities({ lookup: c.get(PLACES.lookup) }),
        config: placesConfigOf(c.get(T.config)),
      }),
    ];
  },
};
