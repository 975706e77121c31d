import type { Locality } from '../../domain/localities.js';

/**
 * Australian suburbs, states and postcodes to suggest while a shopper types an address: the
 * dataset shipped with the shop (adapters/modules/places) or a small list in tests.
 */
export interface PlaceLookup {
  /** Localities matching what was typed (a suburb, a postcode, or both with a state), best first. */
  suggestLocalities(text: string, limit: number): Promise<Locality[]>;
}
