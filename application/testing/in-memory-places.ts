import { LocalityIndex, type Locality } from '../../domain/localities.js';
import type { PlaceLookup } from '../places/ports.js';

/** A place lookup over a handful of localities, for use-case and store tests. */
export class InMemoryPlaceLookup implements PlaceLookup {
  readonly #index: LocalityIndex;
  readonly queries: string[] = [];

  constructor(localities: Locality[]) {
    this.#index = LocalityIndex.of(localities);
  }

  async suggestLocalities(text: string, limit: number): Promise<Locality[]> {
    this.queries.push(text);
    return this.#index.search(text, limit);
  }
}
