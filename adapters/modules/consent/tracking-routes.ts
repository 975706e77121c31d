import express, { type Router } from 'express';
import { ok } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import { trackingConfigAnswer, type TrackingConfigResponse } from '../../http/contract/tracking.js';
import type { ApiRegistry } from '../../http/openapi.js';

export interface TrackingRoutesDeps {
  registry: ApiRegistry;
  config: TrackingConfigResponse;
}

export function trackingRouter(d: TrackingRoutesDeps): Router {
  const router = express.Router();
  apiRoute(router, d.registry, {
    method: 'get',
    path: '/api/tracking/config',
    summary: 'The optional Google Analytics and Meta pixel ids the storefront forwards events to after consent',
    tag: 'Analytics',
    auth: 'public',
    answer: trackingConfigAnswer,
    responses: { 200: '{google: {measurementId, scriptUrl} | null, meta: {pixelId, scriptUrl} | null}' },
    handler: async () => ok(d.config),
  });
  return router;
}
