// A stand-in for the Google Maps JavaScript API's Places library, served from a local HTTP server
// to the browser test of street autocomplete (the machine has no internet). It implements only the
// calls the storefront makes and answers from two made-up addresses.
import { createServer, type Server } from 'node:http';

const FAKE_MAPS_JS = `(() => {
  const params = new URL(document.currentScript.src).searchParams;
  const part = (longText, shortText, types) => ({ longText, shortText, types });
  const PLACES = [
    ['12 Banksia Track, Fitzroy VIC, Australia', [part('12', '12', ['street_number']), part('Banksia Track', 'Banksia Track', ['route']), part('Fitzroy', 'Fitzroy', ['locality', 'political']), part('Victoria', 'VIC', ['administrative_area_level_1', 'political']), part('Australia', 'AU', ['country', 'political']), part('3065', '3065', ['postal_code'])]],
    ['12 Banksia Street, Hobart TAS, Australia', [part('12', '12', ['street_number']), part('Banksia Street', 'Banksia St', ['route']), part('Hobart', 'Hobart', ['locality', 'political']), part('Tasmania', 'TAS', ['administrative_area_level_1', 'political']), part('Australia', 'AU', ['country', 'political']), part('7000', '7000', ['postal_code'])]],
  ];
  const prediction = ([text, components]) => ({ text: { toString: () => text }, toPlace: () => ({ fetchFields: () => Promise.resolve({ place: { addressComponents: components } }) }) });
  const places = {
    AutocompleteSessionToken: function AutocompleteSessionToken() {},
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions(request) {
        window.__mapsRequests = (window.__mapsRequests || []).concat([{ input: request.input, regions: request.includedRegionCodes, key: params.get('key') }]);
        const typed = request.input.toLowerCase();
        return Promise.resolve({ suggestions: PLACES.filter(([text]) => text.toLowerCase().startsWith(typed)).map((p) => ({ placePrediction: prediction(p) })) });
      },
    },
  };
  window.google = { maps: { importLibrary: (name) => (name === 'places' ? Promise.resolve(places) : Promise.reject(new Error('no library ' + name))) } };
  const ready = params.get('callback');
  if (ready && typeof window[ready] === 'function') window[ready]();
})();`;

export class MapsStandIn {
  readonly requested: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = req.url ?? '';
      this.requested.push(url);
      const found = url.startsWith('/maps/api/js');
      res.writeHead(found ? 200 : 404, { 'content-type': 'text/javascript' });
      res.end(found ? FAKE_MAPS_JS : '');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
