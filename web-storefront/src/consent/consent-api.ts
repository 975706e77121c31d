import type { TrackingConfigResponse } from '../../../adapters/http/contract/tracking.js';
import type { ApiClient } from '../../../web-shared/api/client';

export type { TrackingConfigResponse };

/** GET /api/tracking/config: which optional third-party analytics the owner configured. */
export class ConsentApi {
  readonly #http: ApiClient;

  constructor(http: ApiClient) {
    this.#http = http;
  }

  config(): Promise<TrackingConfigResponse> {
    return this.#http.get<TrackingConfigResponse>('/api/tracking/config');
  }
}
