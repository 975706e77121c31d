import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeSuggestLocalities } from '../../../application/places/suggest-localities.js';
import type { RateLimiter } from '../../../application/platform/rate-limiter.js';
import { COUNTRIES, HOME_COUNTRY } from '../../../domain/countries.js';
import { ok, type Result } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { PlacesConfigResponse, PlaceSuggestResponse } from '../../http/contract/places.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { perAddress, rateLimit } from '../../http/rate-limit.js';
import { placeSuggestAnswer, placesConfigAnswer } from '../../http/contract/places.js';

export interface PlacesRoutesDeps {
  registry: ApiRegistry;
  rateLimiter: RateLimiter;
  suggestLocalities: ReturnType<typeof makeSuggestLocalities>;
  config: PlacesConfigResponse;
}

/** Typing with a debounce sends a few lookups a second at most: 120 a minute per address is plenty for people. */
export const SUGGEST_LIMIT = { limit: 120, windowMs: 60_000 };

/** Answers that change only with a new dataset: browsers and proxies may keep them a day. */
const cacheForADay = (res: express.Response) => res.setHeader('Cache-Control', 'public, max-age=86400');

export function placesRouter(d: PlacesRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/places/suggest',
    summary: 'Suburb, state and postcode suggestions for an address form, from the start of a suburb or a postcode',
    description: "Australia only (other countries answer no suggestions). `q` may add a state and a postcode after the suburb ('fitzroy vic 3065'). Limited to 120 lookups a minute per address.",
    tag: 'Places',
    auth: 'public',
    query: z.object({
      q: z
        .string({ message: 'Type the start of a suburb or a postcode.' })
        .trim()
        .min(1, 'Type the start of a suburb or a postcode.')
        .max(60, 'At most 60 characters.')
        .describe('What the shopper typed'),
      country: z
        .enum(COUNTRIES, { message: `Country must be one of ${COUNTRIES.join(', ')}.` })
        .default(HOME_COUNTRY)
        .describe('The form’s country'),
    }),
    before: [rateLimit(d.rateLimiter, 'places:suggest', [perAddress(SUGGEST_LIMIT)], 'Too many address lookups from this address. Please wait a moment.')],
    answer: placeSuggestAnswer,
    responses: { 200: '{suggestions: [{suburb, state, postcode}]}', 400: '{q|country: message}', 429: 'Too many lookups (Retry-After)' },
    handler: async ({ query, res }) => {
      const result: Result<PlaceSuggestResponse> = await d.suggestLocalities({ text: query.q, country: query.country });
      if (result.ok) cacheForADay(res);
      return result;
    },
  });

  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/places/config',
    summary: 'Whether the street field also autocompletes through a maps provider (Google Places), and where its script comes from',
    tag: 'Places',
    auth: 'public',
    answer: placesConfigAnswer,
    responses: { 200: '{street: {provider, scriptUrl, apiKey} | null}' },
    handler: async () => ok(d.config),
  });
  return router;
}
