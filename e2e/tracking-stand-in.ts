// Stand-ins for gtag.js and fbevents.js, served from a local HTTP server to the consent banner's
// browser test (the machine has no internet). Each drains what the storefront queued before it
// arrived (gtag's dataLayer, fbq's queue), then reports every event back to this server with
// navigator.sendBeacon, as the real scripts send hits to their collection endpoints.
import { createServer, type Server } from 'node:http';

const FAKE_GTAG_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const hit = (a) => { if (a[0] === 'event') navigator.sendBeacon(origin + '/ga/collect?en=' + encodeURIComponent(a[1]) + '&dp=' + encodeURIComponent((a[2] && a[2].page_path) || '')); };
  const layer = (window.dataLayer = window.dataLayer || []);
  Array.from(layer).forEach((a) => hit(Array.from(a)));
  const push = layer.push.bind(layer);
  layer.push = (...items) => { items.forEach((a) => hit(Array.from(a))); return push(...items); };
})();`;

const FAKE_FBEVENTS_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const call = (a) => { if (a[0] === 'track') navigator.sendBeacon(origin + '/meta/tr?ev=' + encodeURIComponent(a[1])); };
  const fbq = window.fbq;
  (fbq.queue || []).splice(0).forEach((a) => call(Array.from(a)));
  fbq.callMethod = (...a) => call(a);
})();`;

const SCRIPTS: Record<string, string> = { '/gtag/js': FAKE_GTAG_JS, '/fbevents.js': FAKE_FBEVENTS_JS };

export class TrackingStandIn {
  readonly requested: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = req.url ?? '';
      this.requested.push(url);
      const script = SCRIPTS[url.split('?')[0] ?? ''];
      res.writeHead(script || req.method === 'POST' ? 200 : 404, { 'content-type': 'text/javascript' });
      res.end(script ?? '');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** The events each service received, as `ga:page_view:/path` and `meta:PageView`. */
  hits(): string[] {
    return this.requested.flatMap((url) => {
      const u = new URL(url, 'http://stand-in');
      if (u.pathname === '/ga/collect') return [`ga:${u.searchParams.get('en')}:${u.searchParams.get('dp')}`];
      if (u.pathname === '/meta/tr') return [`meta:${u.searchParams.get('ev')}`];
      return [];
    });
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
