import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the PayPal REST API (OAuth, Orders v2 create/capture, capture refunds,
 * webhook verification), answering like PayPal (tests only). The PayPal order id decides the capture:
 * orders created here complete; `DECLINED-1` is refused (422 INSTRUMENT_DECLINED), `PENDING-1` captures
 * as PENDING, `ERROR-1` gets a 500, `SLOW-1` never answers. A webhook verifies when its
 * transmission signature is `valid-signature`. PayPal-Request-Id replays the first answer.
 */
export class FakePaypalServer {
  readonly requests: { method: string; path: string; requestId: string | undefined; body: unknown }[] = [];
  captures = 0;
  refunds = 0;
  private readonly orders = new Map<string, string>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  private n = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const requestId = req.headers['paypal-request-id'] as string | undefined;
        let body: unknown = raw;
        try {
          body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
        } catch {
          /* keep the text */
        }
        const path = req.url ?? '';
        this.requests.push({ method: req.method ?? '', path, requestId, body });
        const replay = requestId ? this.replies.get(`${path}|${requestId}`) : undefined;
        const reply = replay ?? this.answer(path, body);
        if (reply === null) return;
        if (requestId && !replay) this.replies.set(`${path}|${requestId}`, reply);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(path: string, body: unknown): { status: number; body: unknown } | null {
    if (path === '/v1/oauth2/token') return { status: 200, body: { access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32400, scope: 'https://uri.paypal.com/services/payments' } };
    if (path === '/v1/notifications/verify-webhook-signature') {
      const sig = (body as { transmission_sig?: string }).transmission_sig;
      return { status: 200, body: { verification_status: sig === 'valid-signature' ? 'SUCCESS' : 'FAILURE' } };
    }
    if (path === '/v2/checkout/orders') {
      const id = `ORDER${++this.n}`;
      const value = (body as { purchase_units?: { amount?: { value?: string } }[] }).purchase_units?.[0]?.amount?.value ?? '0.00';
      this.orders.set(id, value);
      return { status: 201, body: { id, status: 'CREATED', links: [] } };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refund) {
      this.refunds += 1;
      return { status: 201, body: { id: `REFUND${++this.n}`, status: 'COMPLETED' } };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (!capture) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'Not found' } };
    const id = capture[1] ?? '';
    if (id === 'SLOW-1') return null;
    if (id === 'ERROR-1') return { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' } };
    if (id === 'DECLINED-1') return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed.', details: [{ issue: 'INSTRUMENT_DECLINED' }] } };
    const value = this.orders.get(id) ?? '10.00';
    const status = id === 'PENDING-1' ? 'PENDING' : 'COMPLETED';
    if (status === 'COMPLETED') this.captures += 1;
    return {
      status: 201,
      body: {
        id,
        status: 'COMPLETED',
        purchase_units: [{ reference_id: 'default', payments: { captures: [{ id: `CAPTURE${++this.n}`, status, amount: { currency_code: 'AUD', value } }] } }],
      },
    };
  }
}
