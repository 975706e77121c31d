import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../web-shared/api/client';
import { fakeFetch, type RecordedRequest } from '../../../web-shared/testing/fakes';
import { AddressAutofill, type AddressTarget } from './AddressAutofill';
import type { Schedule } from './ComboboxStore';
import { MAPS_READY_CALLBACK } from './google-streets';
import { PlacesApi, type PlaceSuggestion } from './places-api';
import type { StreetAddress } from './street-address';

const FITZROY_VIC: PlaceSuggestion = { suburb: 'Fitzroy', state: 'VIC', postcode: '3065' };
const FITZROY_SA: PlaceSuggestion = { suburb: 'Fitzroy', state: 'SA', postcode: '5082' };

/** Timers that run only when the test says so. */
function manualTimers() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    pending.push(timer);
    return () => (timer.cancelled = true);
  };
  const live = () => pending.filter((t) => !t.cancelled);
  const elapse = async () => {
    for (const t of pending.splice(0)) if (!t.cancelled) t.run();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { schedule, live, elapse };
}

/** A form's address fields, as the checkout or the address book hold them. */
function form(country = 'Australia') {
  const fields = { address: '', city: '', region: '', postcode: '', country };
  const target: AddressTarget = {
    country: () => fields.country,
    locality: () => fields,
    fillLocality: (p) => Object.assign(fields, { city: p.suburb, region: p.state, postcode: p.postcode }),
    fillStreet: (a: StreetAddress) => Object.assign(fields, a),
  };
  return { fields, target };
}

function setup(respond: (r: RecordedRequest) => { status?: number; body?: unknown }, country = 'Australia', onLoad: (url: string) => void = () => {}) {
  const { fetch, requests } = fakeFetch(respond);
  const timers = manualTimers();
  const { fields, target } = form(country);
  const logged: unknown[] = [];
  const loaded: string[] = [];
  const scripts = { load: async (url: string) => (loaded.push(url), onLoad(url)) };
  const autofill = new AddressAutofill({ api: new PlacesApi(new ApiClient({ fetch })), target, scripts, schedule: timers.schedule, log: (e) => logged.push(e) });
  return { autofill, requests, timers, fields, logged, loaded };
}

const suggestions = (list: PlaceSuggestion[]) => () => ({ body: { suggestions: list } });

describe('AddressAutofill: suburb and postcode', () => {
  it('looks up what was typed after a pause, once, and lists the localities with an announcement', async () => {
    const { autofill, requests, timers } = setup(suggestions([FITZROY_SA, FITZROY_VIC]));
    for (const text of ['F', 'Fi', 'Fit', 'Fitz']) autofill.suburb.typed(text);
    expect(timers.live()).toHaveLength(1);
    expect(timers.live()[0]?.ms).toBe(200);
    await timers.elapse();
    expect(requests.map((r) => r.url)).toEqual(['/api/places/suggest?q=Fitz&country=Australia']);
    expect(autofill.suburb.open).toBe(true);
    expect(autofill.suburb.labels).toEqual(['Fitzroy SA 5082', 'Fitzroy VIC 3065']);
    expect(autofill.suburb.announcement).toBe('2 suggestions available. Use the up and down arrow keys to review and Enter to choose.');
  });

  it('moves with the arrow keys (wrapping), fills suburb, state and postcode on Enter, and closes', async () => {
    const { autofill, timers, fields } = setup(suggestions([FITZROY_SA, FITZROY_VIC]));
    autofill.suburb.typed('fitz');
    await timers.elapse();
    expect(autofill.suburb.keyDown('ArrowDown')).toBe(true);
    expect(autofill.suburb.activeIndex).toBe(0);
    autofill.suburb.keyDown('ArrowDown');
    autofill.suburb.keyDown('ArrowDown');
    expect(autofill.suburb.activeIndex).toBe(0);
    autofill.suburb.keyDown('ArrowUp');
    expect(autofill.suburb.activeIndex).toBe(1);
    expect(autofill.suburb.keyDown('Enter')).toBe(true);
    await Promise.resolve();
    expect(fields).toMatchObject({ city: 'Fitzroy', region: 'VIC', postcode: '3065' });
    expect(autofill.suburb.open).toBe(false);
    expect(autofill.suburb.announcement).toBe('');
  });

  it('Escape closes the list; Enter with no active option is left to the form', async () => {
    const { autofill, timers } = setup(suggestions([FITZROY_VIC]));
    autofill.postcode.typed('3065');
    await timers.elapse();
    expect(autofill.postcode.announcement).toMatch(/^1 suggestion available/);
    expect(autofill.postcode.keyDown('Enter')).toBe(false);
    expect(autofill.postcode.keyDown('Escape')).toBe(true);
    expect(autofill.postcode.open).toBe(false);
    expect(autofill.postcode.keyDown('Escape')).toBe(false);
    expect(autofill.postcode.keyDown('ArrowDown')).toBe(true);
    expect(autofill.postcode.open).toBe(true);
  });

  it('cancels the request a newer text supersedes and ignores its late answer', async () => {
    const answers: ((r: Response) => void)[] = [];
    const signals: AbortSignal[] = [];
    const fetch = (_url: string, init?: RequestInit) => {
      signals.push(init!.signal!);
      return new Promise<Response>((resolve) => answers.push(resolve));
    };
    const timers = manualTimers();
    const { target } = form();
    const autofill = new AddressAutofill({ api: new PlacesApi(new ApiClient({ fetch })), target, scripts: { load: async () => {} }, schedule: timers.schedule });
    autofill.suburb.typed('fitz');
    await timers.elapse();
    autofill.suburb.typed('st k');
    expect(signals[0]?.aborted).toBe(true);
    await timers.elapse();
    answers[1]?.(new Response(JSON.stringify({ suggestions: [{ suburb: 'St Kilda', state: 'VIC', postcode: '3182' }] })));
    answers[0]?.(new Response(JSON.stringify({ suggestions: [FITZROY_VIC] })));
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(autofill.suburb.items).toEqual([{ suburb: 'St Kilda', state: 'VIC', postcode: '3182' }]);
  });

  it('shows nothing when the lookup fails, and only logs it', async () => {
    const { autofill, timers, logged } = setup(() => ({ status: 503, body: { message: 'down' } }));
    autofill.suburb.typed('fitz');
    await timers.elapse();
    expect(autofill.suburb.open).toBe(false);
    expect(autofill.suburb.items).toEqual([]);
    expect(logged).toHaveLength(1);
  });

  it('does not look up other countries, a single letter or a single digit', async () => {
    const nz = setup(suggestions([FITZROY_VIC]), 'New Zealand');
    nz.autofill.suburb.typed('Auckland');
    expect(nz.timers.live()).toEqual([]);
    const au = setup(suggestions([FITZROY_VIC]));
    au.autofill.suburb.typed('F');
    au.autofill.postcode.typed('3');
    au.autofill.postcode.typed('3a');
    expect(au.timers.live()).toEqual([]);
    au.autofill.postcode.typed('30');
    expect(au.timers.live()).toHaveLength(1);
  });

  it('does not suggest the locality already filled in, and closes on leaving the field', async () => {
    const { autofill, timers, fields } = setup(suggestions([FITZROY_VIC, FITZROY_SA]));
    Object.assign(fields, { city: 'FITZROY', region: 'vic', postcode: '3065' });
    autofill.postcode.typed('3065');
    await timers.elapse();
    expect(autofill.postcode.items).toEqual([FITZROY_SA]);
    autofill.postcode.dismiss();
    expect(autofill.postcode.open).toBe(false);
  });
});

describe('AddressAutofill: street through the maps provider', () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g.google;
    delete g[MAPS_READY_CALLBACK];
  });

  it('without a provider: no street suggestions and no script', async () => {
    const { autofill, loaded } = setup(() => ({ body: { street: null } }));
    await autofill.start();
    expect(autofill.street).toBeNull();
    expect(loaded).toEqual([]);
  });

  it('with Google configured: loads the script from the configured URL on the first lookup, suggests streets and fills the address', async () => {
    const requests: unknown[] = [];
    const prediction = {
      text: { toString: () => '12 Banksia Track, Fitzroy VIC, Australia' },
      toPlace: () => ({
        fetchFields: async () => ({
          place: {
            addressComponents: [
              { longText: '12', shortText: '12', types: ['street_number'] },
              { longText: 'Banksia Track', shortText: 'Banksia Track', types: ['route'] },
              { longText: 'Fitzroy', shortText: 'Fitzroy', types: ['locality', 'political'] },
              { longText: 'Victoria', shortText: 'VIC', types: ['administrative_area_level_1', 'political'] },
              { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
              { longText: '3065', shortText: '3065', types: ['postal_code'] },
            ],
          },
        }),
      }),
    };
    const places = {
      AutocompleteSessionToken: class {},
      AutocompleteSuggestion: { fetchAutocompleteSuggestions: async (r: unknown) => (requests.push(r), { suggestions: [{ placePrediction: prediction }, { placePrediction: null }] }) },
    };
    // The stand-in Maps script: defines google.maps and calls the page's ready callback.
    const mapsScript = () => {
      g.google = { maps: { importLibrary: async () => places } };
      (g[MAPS_READY_CALLBACK] as () => void)();
    };
    const config = { street: { provider: 'google', scriptUrl: 'http://127.0.0.1:9/maps/api/js', apiKey: 'AIza-key' } };
    const { autofill, loaded, timers, fields } = setup(() => ({ body: config }), 'Australia', mapsScript);
    await autofill.start();
    expect(loaded).toEqual([]);
    autofill.street!.typed('12 Banks');
    await timers.elapse();
    expect(loaded).toEqual(['http://127.0.0.1:9/maps/api/js?key=AIza-key&v=weekly&loading=async&callback=__shopMapsReady']);
    expect(requests).toEqual([expect.objectContaining({ input: '12 Banks', includedRegionCodes: ['au'] })]);
    expect(autofill.street!.items.map((s) => s.text)).toEqual(['12 Banksia Track, Fitzroy VIC, Australia']);
    autofill.street!.keyDown('ArrowDown');
    autofill.street!.keyDown('Enter');
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    expect(fields).toEqual({ address: '12 Banksia Track', city: 'Fitzroy', region: 'VIC', postcode: '3065', country: 'Australia' });
  });
});
