import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for the Stripe API, answering like Stripe for the calls the shop makes
 * (tests only). Payment methods decide the outcome: `pm_card_visa` succeeds, `pm_card_chargeDeclined`
 * is declined, `pm_card_insufficientFunds` lacks funds, `pm_slow` never answers, `pm_error` gets a 500.
 * Idempotency keys replay the first answer, as Stripe does.
 */
export class FakeStripeServer {
  readonly requests: { path: string; idempotencyKey: string | undefined; form: URLSearchParams }[] = [];
  /** Distinct payment intents that succeeded. */
  charges = 0;
  refunds = 0;
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  private n = 0;

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const key = req.headers['idempotency-key'] as string | undefined;
        const form = new URLSearchParams(raw);
        this.requests.push({ path: req.url ?? '', idempotencyKey: key, form });
        const replay = key ? this.replies.get(`${req.url}|${key}`) : undefined;
        const reply = replay ?? this.answer(req.url ?? '', form);
        if (reply === null) return; // never answers: the client times out
        if (key && !replay) this.replies.set(`${req.url}|${key}`, reply);
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0, protocol: 'http' };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(path: string, form: URLSearchParams): { status: number; body: unknown } | null {
    if (path === '/v1/refunds') {
      this.refunds += 1;
      return { status: 200, body: { id: `re_${++this.n}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' } };
    }
    if (path !== '/v1/payment_intents') return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    const method = form.get('payment_method');
    const amount = Number(form.get('amount'));
    const declined = (code: string, message: string) => ({ status: 402, body: { error: { type: 'card_error', code, decline_code: code, message, payment_intent: { id: `pi_${++this.n}`, status: 'requires_payment_method' } } } });
    switch (method) {
      case 'pm_card_chargeDeclined':
        return declined('card_declined', 'Your card was declined.');
      case 'pm_card_insufficientFunds':
        return declined('insufficient_funds', 'Your card has insufficient funds.');
      case 'pm_slow':
        return null;
      case 'pm_error':
        return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } } };
      default:
        this.charges += 1;
        return {
          status: 200,
          body: { id: `pi_${++this.n}`, object: 'payment_intent', amount, amount_received: amount, currency: form.get('currency'), status: 'succeeded', metadata: { checkoutKey: form.get('metadata[checkoutKey]') } },
        };
    }
  }
}
