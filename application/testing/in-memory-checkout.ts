import type { CartLine } from '../../domain/stock.js';
import type { Analytics, ConversionEvent } from '../platform/analytics.js';
import type { CartOwnerKind, CartOwners, CartRepository } from '../cart/ports.js';
import type { CheckoutAttempt, CheckoutAttemptRepository, CheckoutStores, CouponRecord, CouponRepository } from '../checkout/ports.js';
import type { CheckoutCatalog, CheckoutProduct } from '../catalog/ports.js';
import type { OrderRecord, OrderRepository, OrderStores, StockMovement } from '../orders/ports.js';
import type { ChargeOutcome, ChargeRequest, PaymentConfirmations, PaymentGateway, PaymentProvider, PaymentState } from '../platform/payment-gateway.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

interface State {
  products: Map<string, CheckoutProduct>;
  coupons: Map<string, CouponRecord>;
  orders: Map<string, OrderRecord>;
  carts: Map<string, CartLine[]>;
}

const clone = (s: State): State => structuredClone(s);

/**
 * The checkout's and the orders' stores in memory, with units of work that restore the previous state
 * when the work fails, like the Postgres one.
 */
export class InMemoryCheckout {
  state: State = { products: new Map(), coupons: new Map(), orders: new Map(), carts: new Map() };

  addProduct(p: CheckoutProduct): void {
    this.state.products.set(p.id, p);
  }

  addCoupon(c: CouponRecord): void {
    this.state.coupons.set(c.id, c);
  }

  readonly catalog: CheckoutCatalog = {
    findForCheckout: async (ids) => ids.flatMap((id) => (this.state.products.has(id) ? [structuredClone(this.state.products.get(id) as CheckoutProduct)] : [])),
  };

  readonly coupons: CouponRepository = {
    findByCode: async (code) => [...this.state.coupons.values()].find((c) => c.code.toUpperCase() === code.trim().toUpperCase()),
    recordUse: async (id) => {
      const c = this.state.coupons.get(id);
      if (!c || !c.isActive || (c.isOneTime && c.timesUsed > 0)) return false;
      this.state.coupons.set(id, { ...c, timesUsed: c.timesUsed + 1, isActive: c.isOneTime ? false : c.isActive });
      return true;
    },
    releaseUse: async (id) => {
      const c = this.state.coupons.get(id);
      if (c) this.state.coupons.set(id, { ...c, timesUsed: Math.max(0, c.timesUsed - 1), isActive: c.isOneTime ? true : c.isActive });
    },
    insert: async (c) => {
      this.state.coupons.set(c.id, { ...c, timesUsed: 0 });
    },
    deactivateExpired: async (today) => {
      let n = 0;
      for (const c of this.state.coupons.values()) {
        if (c.isActive && c.expireDate <= today) {
          this.state.coupons.set(c.id, { ...c, isActive: false });
          n += 1;
        }
      }
      return n;
    },
  };

  /** Who ids name (unlisted ids name nobody). */
  readonly ownerKinds = new Map<string, CartOwnerKind>();
  readonly owners: CartOwners = { kindOf: async (id) => this.ownerKinds.get(id) ?? 'none' };

  readonly carts: CartRepository = {
    find: async (owner) => [...(this.state.carts.get(owner) ?? [])],
    save: async (owner, lines) => void this.state.carts.set(owner, [...lines]),
  };

  private move(items: readonly StockMovement[], sign: 1 | -1): boolean {
    for (const i of items) {
      const p = this.state.products.get(i.productId);
      if (!p || p.isVisible === false) return false;
      const v = p.variants.find((x) => x.id === i.variantId);
      const pLeft = p.stockLevel + sign * i.quantity;
      const vLeft = v ? v.stockLevel + sign * i.quantity : 0;
      if (pLeft < 0 || vLeft < 0) return false;
      this.state.products.set(p.id, { ...p, stockLevel: pLeft, variants: p.variants.map((x) => (x.id === i.variantId ? { ...x, stockLevel: vLeft } : x)) });
    }
    return true;
  }

  readonly orders: OrderRepository = {
    findByOrderId: async (orderid) => [...this.state.orders.values()].find((o) => o.orderid === orderid),
    findByCheckoutKey: async (key) => [...this.state.orders.values()].find((o) => o.checkoutKey === key),
    findByOrderIdForUpdate: async (orderid) => [...this.state.orders.values()].find((o) => o.orderid === orderid),
    insert: async (o) => {
      const all = [...this.state.orders.values()];
      if (o.checkoutKey && all.some((x) => x.checkoutKey === o.checkoutKey)) return 'duplicate_key';
      if (all.some((x) => x.orderid === o.orderid)) return 'duplicate_orderid';
      this.state.orders.set(o.id, structuredClone(o));
      return 'inserted';
    },
    takeStock: async (items) => this.move(items, -1),
    returnStock: async (items) => void this.move(items, 1),
    saveStatus: async (o, restored) => {
      const stored = this.state.orders.get(o.id);
      if (stored)
        this.state.orders.set(o.id, { ...stored, orderStatus: o.orderStatus, trackingNumber: o.trackingNumber, shippingDate: o.shippingDate, stockRestored: stored.stockRestored || restored });
    },
  };

  private readonly snapshot = () => {
    const before = clone(this.state);
    return () => {
      this.state = before;
    };
  };

  /** Placing orders. */
  readonly uow = new InMemoryUnitOfWork<CheckoutStores>({ orders: this.orders, coupons: this.coupons, carts: this.carts }, this.snapshot);
  /** Changing placed orders; it writes to the same outbox. */
  readonly orderUow = new InMemoryUnitOfWork<OrderStores>({ orders: this.orders, coupons: this.coupons }, this.snapshot, this.uow.outbox);

  get outbox() {
    return this.uow.outbox;
  }
}

export class InMemoryAttempts implements CheckoutAttemptRepository {
  readonly rows = new Map<string, CheckoutAttempt>();
  async saveNew(a: CheckoutAttempt) {
    const known = this.rows.get(a.checkoutKey);
    if (known) return structuredClone(known);
    this.rows.set(a.checkoutKey, structuredClone(a));
    return structuredClone(a);
  }
  async find(key: string) {
    const a = this.rows.get(key);
    return a ? structuredClone(a) : undefined;
  }
  async reprice(key: string, request: CheckoutAttempt['request'], amountCents: number) {
    const a = this.rows.get(key);
    if (a && (a.status === 'pending' || a.status === 'failed')) this.rows.set(key, { ...a, request, amountCents });
  }
  async setStatus(key: string, status: CheckoutAttempt['status'], paymentId?: string) {
    const a = this.rows.get(key);
    if (a && a.status !== 'fulfilled' && a.status !== 'refunded') this.rows.set(key, { ...a, status, paymentId: paymentId ?? a.paymentId });
  }
}

/**
 * A payment provider whose answer the test sets; idempotent by key like the real ones. With
 * `next = 'requires_action'` a charge waits for `authenticate`, as a card needing 3-D Secure does.
 */
export class FakeGateway implements PaymentGateway, PaymentConfirmations {
  /** The provider it stands for (default the built-in test gateway, whose orders are test orders). */
  constructor(readonly provider: PaymentProvider = 'test') {}
  next: ChargeOutcome | 'requires_action' | null = null;
  readonly charged: ChargeRequest[] = [];
  readonly refunded: string[] = [];
  readonly intents = new Map<string, PaymentState>();
  private readonly byKey = new Map<string, ChargeOutcome>();
  private readonly pendingCharges = new Map<string, ChargeRequest>();
  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return known;
    const paymentId = `pay_${this.byKey.size + 1}`;
    const outcome: ChargeOutcome = this.next === 'requires_action' ? { status: 'requires_action', paymentId, clientSecret: `${paymentId}_secret` } : (this.next ?? { status: 'succeeded', paymentId });
    this.byKey.set(request.idempotencyKey, outcome);
    if (outcome.status === 'succeeded') this.charged.push(request);
    if (outcome.status === 'requires_action') {
      this.intents.set(paymentId, { status: 'pending', message: 'Waiting for authentication.' });
      this.pendingCharges.set(paymentId, request);
    }
    return outcome;
  }
  /** The shopper's browser finished authenticating: the payment goes through, or fails. */
  authenticate(paymentId: string, succeeded = true): void {
    const request = this.pendingCharges.get(paymentId);
    if (!request) throw new Error(`No payment ${paymentId} waits for authentication`);
    if (!succeeded) return void this.intents.set(paymentId, { status: 'declined', message: 'Authentication failed.' });
    this.charged.push(request);
    this.intents.set(paymentId, { status: 'succeeded', paymentId, amountCents: request.amountCents, checkoutKey: request.metadata.checkoutKey ?? null });
  }
  async retrieve(paymentId: string): Promise<PaymentState> {
    return this.intents.get(paymentId) ?? { status: 'declined', message: 'No such payment.' };
  }
  async refund(paymentId: string, key: string): Promise<void> {
    if (!this.refunded.includes(key)) this.refunded.push(key);
    void paymentId;
  }
}

export class RecordingAnalytics implements Analytics {
  readonly events: ConversionEvent[] = [];
  async track(event: ConversionEvent): Promise<void> {
    this.events.push(event);
  }
}

/** A product as checkout sees it, with sizes S/M/L of 5 each unless told otherwise. */
export function checkoutProduct(overrides: Partial<CheckoutProduct> & { id: string }): CheckoutProduct {
  return {
    name: 'Ridge Tee',
    priceCents: 4500,
    stockLevel: 15,
    category: 'solid',
    imageUrl: '/media/tee.webp',
    images: [{ id: 'img-1', url: '/media/tee.webp' }],
    isBundle: false,
    originalPriceCents: null,
    isVisible: true,
    variants: [
      { id: `${overrides.id}-S`, name: 'S', stockLevel: 5 },
      { id: `${overrides.id}-M`, name: 'M', stockLevel: 5 },
      { id: `${overrides.id}-L`, name: 'L', stockLevel: 5 },
    ],
    ...overrides,
  };
}
