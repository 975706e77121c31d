import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API, answering like Stripe for the calls the shop makes
 * (tests only). Payment methods decide the outcome: `pm_card_visa` succeeds, `pm_card_chargeDeclined`
 * is declined, `pm_card_insufficientFunds` lacks funds, `pm_slow` never answers, `pm_error` gets a 500,
 * `pm_card_authenticationRequired` needs 3-D Secure (`requires_action` with a client secret until
 * `authenticate` says how the shopper's authentication went, or `authenticateOnRead` decides it when
 * the intent is next read). Idempotency keys replay the first answer, as Stripe does.
 */
export class FakeStripeServer {
  readonly requests: { path: string; idempotencyKey: string | undefined; form: URLSearchParams }[] = [];
  /** Distinct payment intents that succeeded. */
  charges = 0;
  /** The payment intents that were created succeeded at once (the money taken). */
  readonly succeeded: { id: string; checkoutKey: string | null; amount: number }[] = [];
  refunds = 0;
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  /** Browser tests: what a 3-D Secure intent becomes when it is read (the page's fake Stripe.js authenticates). */
  authenticateOnRead: 'requires_confirmation' | 'succeeded' | null = null;
  /**
   * Faults of the next `times` payment intent creations: `error` answers 500 without charging;
   * `timeout` charges (and keeps the answer for the idempotency key, as Stripe does) but never
   * answers, as when the connection drops after Stripe took the payment.
   */
  fault: { kind: 'error' | 'timeout'; times: number } | null = null;
  private readonly intents = new Map<string, { id: string; amount: number; checkoutKey: string | null; status: string; failure?: string }>();
  /**
   * Where succeeded payments are announced as signed `payment_intent.succeeded` events, each retried
   * until it is answered 2xx (as Stripe does, for days); `url` may change (a restarted shop).
   */
  webhook: { url: string; secret: string; delayMs?: number } | null = null;
  /** Delay between taking a payment and answering the call that took it (a slow network). */
  answerDelayMs = 0;
  /** Events answered 2xx by the shop. */
  eventsDelivered = 0;
  /** The shop's answers to the delivered events. */
  readonly eventAnswers: string[] = [];
  private readonly sending = new Set<Promise<void>>();
  private readonly signer = new Stripe('sk_test_fake');
  private stopped = false;
  private server: Server | undefined;
  private n = 0;

  /** Resolves once every announced event was answered 2xx (or `timeoutMs` passed). */
  async eventsSettled(timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.sending.size > 0 && performance.now() < deadline) await Promise.race([Promise.all(this.sending), new Promise((r) => setTimeout(r, 200))]);
  }

  private announce(intent: unknown): void {
    if (!this.webhook) return;
    const payload = JSON.stringify({ id: `evt_${++this.n}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
    const send = (async () => {
      await new Promise((r) => setTimeout(r, this.webhook?.delayMs ?? 100));
      while (!this.stopped && this.webhook) {
        try {
          const res = await fetch(`${this.webhook.url}/api/webhooks/stripe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': this.signer.webhooks.generateTestHeaderString({ payload, secret: this.webhook.secret }) },
            body: payload,
          });
          const answer = await res.text();
          if (res.ok) {
            this.eventAnswers.push(answer);
            this.eventsDelivered += 1;
            return;
          }
        } catch {
          /* the shop is down: try again */
        }
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    this.sending.add(send);
    void send.finally(() => this.sending.delete(send));
  }

  /** The shopper's browser finished 3-D Secure for this intent. */
  authenticate(id: string, result: 'requires_confirmation' | 'succeeded' | 'failed'): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No payment intent ${id}`);
    this.settle(intent, result);
  }

  private settle(intent: { status: string; failure?: string }, result: 'requires_confirmation' | 'succeeded' | 'failed'): void {
    if (result === 'failed') {
      intent.status = 'requires_payment_method';
      intent.failure = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      return;
    }
    intent.status = result;
    if (result === 'succeeded') {
      this.charges += 1;
      this.announce(this.intentBody(intent as { id: string; amount: number; checkoutKey: string | null; status: string }));
    }
  }

  private intentBody(i: { id: string; amount: number; checkoutKey: string | null; status: string; failure?: string }) {
    return {
      id: i.id,
      object: 'payment_intent',
      amount: i.amount,
      amount_received: i.status === 'succeeded' ? i.amount : 0,
      currency: 'aud',
      status: i.status,
      client_secret: `${i.id}_secret_fake`,
      metadata: { checkoutKey: i.checkoutKey },
      next_action: i.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      last_payment_error: i.failure ? { code: 'payment_intent_authentication_failure', message: i.failure } : null,
    };
  }

  private intentCall(path: string): { status: number; body: unknown } | null {
    const m = /^\/v1\/payment_intents\/(pi_\w+)(\/confirm)?(\?.*)?$/.exec(path);
    if (!m) return null;
    const intent = this.intents.get(m[1] ?? '');
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${m[1]}'` } } };
    if (m[2]) {
      if (intent.status !== 'requires_confirmation') {
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` } } };
      }
      this.settle(intent, 'succeeded');
    } else if (intent.status === 'requires_action' && this.authenticateOnRead) {
      this.settle(intent, this.authenticateOnRead);
    }
    return { status: 200, body: this.intentBody(intent) };
  }

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const key = req.headers['idempotency-key'] as string | undefined;
        const form = new URLSearchParams(raw);
        this.requests.push({ path: req.url ?? '', idempotencyKey: key, form });
        const replay = key ? this.replies.get(`${req.url}|${key}`) : undefined;
        const fault = req.url === '/v1/payment_intents' && this.fault && this.fault.times > 0 ? this.fault : null;
        if (fault) fault.times -= 1;
        if (fault?.kind === 'error') {
          res.writeHead(500, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
          res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } }));
          return;
        }
        const reply = replay ?? this.answer(req.url ?? '', form);
        if (fault?.kind === 'timeout') {
          if (key && reply && !replay) this.replies.set(`${req.url}|${key}`, reply);
          return; // taken, never answered
        }
        if (reply === null) return; // never answers: the client times out
        if (key && !replay) this.replies.set(`${req.url}|${key}`, reply);
        const send = () => {
          res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${++this.n}` });
          res.end(JSON.stringify(reply.body));
        };
        if (this.answerDelayMs > 0) setTimeout(send, this.answerDelayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return { host: '127.0.0.1', port: typeof address === 'object' && address ? address.port : 0, protocol: 'http' };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(path: string, form: URLSearchParams): { status: number; body: unknown } | null {
    if (path === '/v1/refunds') {
      this.refunds += 1;
      return { status: 200, body: { id: `re_${++this.n}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' } };
    }
    const intentCall = this.intentCall(path);
    if (intentCall) return intentCall;
    if (path !== '/v1/payment_intents') return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
    const method = form.get('payment_method');
    const amount = Number(form.get('amount'));
    const declined = (code: string, message: string) => ({
      status: 402,
      body: { error: { type: 'card_error', code, decline_code: code, message, payment_intent: { id: `pi_${++this.n}`, status: 'requires_payment_method' } } },
    });
    switch (method) {
      case 'pm_card_chargeDeclined':
        return declined('card_declined', 'Your card was declined.');
      case 'pm_card_insufficientFunds':
        return declined('insufficient_funds', 'Your card has insufficient funds.');
      case 'pm_slow':
        return null;
      case 'pm_card_authenticationRequired': {
        const intent = { id: `pi_${++this.n}`, amount, checkoutKey: form.get('metadata[checkoutKey]'), status: 'requires_action' };
        this.intents.set(intent.id, intent);
        return { status: 200, body: this.intentBody(intent) };
      }
      case 'pm_error':
        return { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } } };
      default: {
        this.charges += 1;
        const body = {
          id: `pi_${++this.n}`,
          object: 'payment_intent',
          amount,
          amount_received: amount,
          currency: form.get('currency'),
          status: 'succeeded',
          metadata: { checkoutKey: form.get('metadata[checkoutKey]') },
        };
        this.succeeded.push({ id: body.id, checkoutKey: body.metadata.checkoutKey, amount });
        this.announce(body);
        return { status: 200, body };
      }
    }
  }
}
