import type { ServiceIdentifier } from 'inversify';
import type { PlaceLookup } from '../../../application/places/ports.js';
import { makeSuggestLocalities } from '../../../application/places/suggest-localities.js';
import type { Config } from '../../platform/config/config.js';
import type { ShopModule } from '../../platform/module.js';
import { T } from '../../platform/tokens.js';
import type { PlacesConfigResponse } from '../../http/contract/places.js';
import { placesRouter } from './places-routes.js';
import { PostcodeDatasetLookup } from './postcode-dataset.js';

const LOOKUP = Symbol.for('shop.places.lookup') as ServiceIdentifier<PlaceLookup>;

/** Google Places street autocomplete only when the owner configured a key. */
const placesConfigOf = (config: Config): PlacesConfigResponse => ({
  street: config.GOOGLE_MAPS_API_KEY ? { provider: 'google', scriptUrl: config.GOOGLE_MAPS_JS_URL, apiKey: config.GOOGLE_MAPS_API_KEY } : null,
});

/** Address autofill: suburb, state and postcode suggestions, and the street provider's settings. */
export const placesModule: ShopModule = {
  name: 'places',
  bind(c) {
    c.bind(LOOKUP).toConstantValue(new PostcodeDatasetLookup());
  },
  routers(c) {
    return [
      placesRouter({
        registry: c.get(T.registry),
        rateLimiter: c.get(T.rateLimiter),
        suggestLocalities: makeSuggestLocalities({ lookup: c.get(LOOKUP) }),
        config: placesConfigOf(c.get(T.config)),
      }),
    ];
  },
};
