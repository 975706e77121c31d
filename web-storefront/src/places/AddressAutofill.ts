import { makeAutoObservable, runInAction } from 'mobx';
import { HOME_COUNTRY } from '../../../domain/index.js';
import { normalizePlaceText } from '../../../domain/localities.js';
import { ComboboxStore, type Schedule } from './ComboboxStore';
import { GoogleStreets, type ScriptLoader, type StreetSuggestion } from './google-streets';
import type { PlacesApi, PlaceSuggestion } from './places-api';
import type { StreetAddress } from './street-address';

/** The address form the autofill reads and fills (the checkout's step 1 or the address book's form). */
export interface AddressTarget {
  country(): string;
  /** The suburb, state and postcode as they stand. */
  locality(): { city: string; region: string; postcode: string };
  /** A chosen suggestion: suburb into the city field, state into the region field, and the postcode. */
  fillLocality(place: PlaceSuggestion): void;
  /** A chosen street: the street and whatever else the place knows. */
  fillStreet(address: StreetAddress): void;
}

export interface AddressAutofillDeps {
  api: PlacesApi;
  target: AddressTarget;
  /** Loads the maps provider's script (the page's own loader by default). */
  scripts: ScriptLoader;
  schedule?: Schedule;
  log?: (error: unknown) => void;
}

/** 'Fitzroy VIC 3065'. */
export const localityLabel = (p: PlaceSuggestion): string => `${p.suburb} ${p.state} ${p.postcode}`;

const sameText = (a: string, b: string) => normalizePlaceText(a) === normalizePlaceText(b);

/**
 * Autofill for one address form: the suburb and postcode fields suggest Australian localities as
 * the shopper types either (from the shop's own postcode list), and the street field suggests
 * addresses through the maps provider when the shop has one configured.
 */
export class AddressAutofill {
  readonly suburb: ComboboxStore<PlaceSuggestion>;
  readonly postcode: ComboboxStore<PlaceSuggestion>;
  /** Present once the shop said a maps provider is configured. */
  street: ComboboxStore<StreetSuggestion> | null = null;
  readonly #deps: AddressAutofillDeps;

  constructor(deps: AddressAutofillDeps) {
    this.#deps = deps;
    const { api, target } = deps;
    const australian = () => target.country() === HOME_COUNTRY;
    const locality = (eligible: (text: string) => boolean) =>
      new ComboboxStore<PlaceSuggestion>({
        fetch: (text, signal) => api.suggest(text, target.country(), signal),
        eligible: (text) => australian() && eligible(normalizePlaceText(text)),
        label: localityLabel,
        choose: (place) => target.fillLocality(place),
        // What is already filled in is no suggestion.
        keep: (place) => {
          const now = target.locality();
          return !(sameText(now.city, place.suburb) && now.region.trim().toUpperCase() === place.state && now.postcode.trim() === place.postcode);
        },
        ...(deps.schedule ? { schedule: deps.schedule } : {}),
        ...(deps.log ? { log: deps.log } : {}),
      });
    this.suburb = locality((text) => text.length >= 2 && /\p{L}/u.test(text));
    this.postcode = locality((text) => /^\d{2,4}$/.test(text));
    makeAutoObservable(this, { suburb: false, postcode: false }, { autoBind: true });
  }

  /** Asks the shop once whether the street field autocompletes through a maps provider. */
  async start(): Promise<void> {
    if (this.street) return;
    try {
      const { street } = await this.#deps.api.config();
      if (!street) return;
      const google = new GoogleStreets(this.#deps.scripts, street.scriptUrl, street.apiKey);
      const { target } = this.#deps;
      runInAction(() => {
        this.street = new ComboboxStore<StreetSuggestion>({
          fetch: (text, signal) => google.suggest(text, target.country(), signal),
          eligible: (text) => text.trim().length >= 3,
          label: (s) => s.text,
          choose: async (s) => target.fillStreet(await google.details(s)),
          ...(this.#deps.schedule ? { schedule: this.#deps.schedule } : {}),
          ...(this.#deps.log ? { log: this.#deps.log } : {}),
        });
      });
    } catch (error) {
      this.#deps.log?.(error);
    }
  }
}
