import type { PlacesConfigResponse, PlaceSuggestion, PlaceSuggestResponse } from '../../../adapters/http/contract/places.js';
import type { ApiClient } from '../../../web-shared/api/client';

export type { PlacesConfigResponse, PlaceSuggestion };

/** The address autofill calls: locality suggestions and the street provider's settings (asked once). */
export class PlacesApi {
  readonly #http: ApiClient;
  #config: Promise<PlacesConfigResponse> | undefined;

  constructor(http: ApiClient) {
    this.#http = http;
  }

  /** GET /api/places/suggest: suburb, state and postcode for what was typed (Australia only). */
  async suggest(text: string, country: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
    const query = new URLSearchParams({ q: text, country });
    const answer = await this.#http.get<PlaceSuggestResponse>(`/api/places/suggest?${query.toString()}`, signal ? { signal } : {});
    return answer.suggestions;
  }

  /** GET /api/places/config, once per page load (a failure is asked again next time). */
  config(): Promise<PlacesConfigResponse> {
    if (!this.#config) {
      const asking = this.#http.get<PlacesConfigResponse>('/api/places/config');
      asking.catch(() => {
        if (this.#config === asking) this.#config = undefined;
      });
      this.#config = asking;
    }
    return this.#config;
  }
}
