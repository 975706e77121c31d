// Stand-ins for Stripe.js and the PayPal JS SDK, served from a local HTTP server to the browser
// tests of the live payment step (the machine has no internet). They implement only the calls the
// storefront makes, rendering plain labelled inputs and buttons where the real ones draw iframes.
import { createServer, type Server } from 'node:http';

const FAKE_STRIPE_JS = `(() => {
  const METHODS = { '4000000000000002': 'pm_card_chargeDeclined', '4000002760003184': 'pm_card_authenticationRequired' };
  const digits = (v) => v.replace(/\\D/g, '');
  function card() {
    const handlers = {};
    let root;
    const value = (name) => root.querySelector('[name=' + name + ']').value;
    return {
      mount(target) {
        root = document.createElement('div');
        root.innerHTML = '<label>Card number <input name="cardnumber" inputmode="numeric"></label>' +
          '<label>MM / YY <input name="exp-date"></label><label>CVC <input name="cvc"></label>';
        target.appendChild(root);
        root.addEventListener('input', () => {
          const complete = digits(value('cardnumber')).length >= 16 && digits(value('exp-date')).length === 4 && digits(value('cvc')).length >= 3;
          (handlers.change || []).forEach((h) => h({ complete, empty: false }));
        });
      },
      unmount() { root && root.remove(); },
      destroy() { root && root.remove(); },
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
      number() { return digits(value('cardnumber')); },
    };
  }
  function paymentRequest(options) {
    const handlers = {};
    return {
      options,
      canMakePayment: () => Promise.resolve({ applePay: false, googlePay: true }),
      update(u) { Object.assign(options, u); },
      on(event, handler) { handlers[event] = handler; },
      show() {
        handlers.paymentmethod({
          paymentMethod: { id: 'pm_card_visa' },
          shippingOption: options.shippingOptions[0],
          shippingAddress: { country: 'AU', addressLine: ['5 Wallet Way'], city: 'Geelong', region: 'VIC', postalCode: '3220', recipient: 'Wal Lett' },
          payerName: 'Wal Lett', payerEmail: 'wallet@example.com', payerPhone: '0400999888',
          complete: (status) => { window.__walletStatus = status; },
        });
      },
    };
  }
  function walletButton(request) {
    const handlers = {};
    return {
      mount(target) {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = 'Pay with fake wallet';
        b.onclick = () => { (handlers.click || []).forEach((h) => h({})); request.show(); };
        target.appendChild(b);
      },
      unmount() {}, destroy() {},
      on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
    };
  }
  window.Stripe = (key) => {
    window.__stripeKey = key;
    return {
      elements: () => ({ create: (type, o) => (type === 'card' ? card() : walletButton(o.paymentRequest)) }),
      // The fake Stripe API's test payment methods decide the outcome.
      createPaymentMethod: (o) => Promise.resolve({ paymentMethod: { id: METHODS[o.card.number()] || 'pm_card_visa' } }),
      // 3-D Secure: the shopper "authenticates" at once; the server then confirms the intent.
      handleCardAction: (secret) => {
        window.__cardActions = (window.__cardActions || []).concat(secret);
        return Promise.resolve({ paymentIntent: { id: secret.split('_secret_')[0], status: 'requires_confirmation' } });
      },
      paymentRequest,
    };
  };
})();`;

const FAKE_PAYPAL_SDK = `(() => {
  window.paypal = {
    Buttons(o) {
      return {
        render(target) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = 'PayPal (fake)';
          b.onclick = () => o.createOrder().then((id) => o.onApprove({ orderID: id })).catch((e) => o.onError && o.onError(e));
          target.appendChild(b);
          return Promise.resolve();
        },
      };
    },
  };
})();`;

export class FakeProviderScripts {
  readonly requested: string[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = req.url ?? '';
      this.requested.push(url);
      const body = url.startsWith('/v3/') ? FAKE_STRIPE_JS : url.startsWith('/sdk/js') ? FAKE_PAYPAL_SDK : null;
      res.writeHead(body ? 200 : 404, { 'content-type': 'text/javascript' });
      res.end(body ?? '');
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
