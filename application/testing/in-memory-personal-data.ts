import type { AddressRecord, CustomerData, ErasedReview, ExportedFeedback, ExportedOrder, ExportedReview, ExportedStockistInquiry, PersonalDataRepository, UserRecord } from '../accounts/ports.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

/** An order as this fake stores it: the exported fields and whose it is. */
export type StoredOrder = ExportedOrder & { userId: string | null };
export type StoredReview = ExportedReview & { id: string; productId: string; userId: string | null; email: string };

/**
 * The customer's personal data across the shop, in memory: users, addresses, carts, orders and
 * reviews, with the Postgres repository's erasure rules (orders kept, their personal fields blanked).
 */
export class InMemoryPersonalData implements PersonalDataRepository {
  users = new Map<string, UserRecord>();
  addresses: AddressRecord[] = [];
  sessions: { id: string; userId: string }[] = [];
  carts = new Map<string, unknown[]>();
  orders: StoredOrder[] = [];
  reviews: StoredReview[] = [];
  feedback: (ExportedFeedback & { email: string })[] = [];
  stockistInquiries: ExportedStockistInquiry[] = [];

  readonly uow = new InMemoryUnitOfWork<{ personalData: PersonalDataRepository }>({ personalData: this }, () => {
    const saved = structuredClone({
      users: this.users,
      addresses: this.addresses,
      sessions: this.sessions,
      carts: this.carts,
      orders: this.orders,
      reviews: this.reviews,
      feedback: this.feedback,
      stockistInquiries: this.stockistInquiries,
    });
    return () => Object.assign(this, structuredClone(saved));
  });

  async findById(id: string) {
    const u = this.users.get(id);
    return u ? { ...u } : undefined;
  }

  async collect(userId: string): Promise<CustomerData | undefined> {
    const u = this.users.get(userId);
    if (!u) return undefined;
    const { firstName, lastName, email, phoneNumber, sendOffers, dateCreated, lastLogin } = u;
    return {
      profile: { firstName, lastName, email, phoneNumber, sendOffers, dateCreated, lastLogin },
      addresses: this.addresses.filter((a) => a.userId === userId).map((a) => ({ ...a })),
      orders: this.orders.filter((o) => this.#theirs(o, userId, email)).map(({ userId: _u, ...o }) => structuredClone(o)),
      reviews: this.reviews.filter((r) => r.userId === userId).map(({ id: _i, productId: _p, userId: _u, email: _e, ...r }) => ({ ...r })),
      feedback: this.feedback.filter((f) => sameEmail(f.email, email)).map(({ email: _e, ...f }) => ({ ...f })),
      stockistInquiries: this.stockistInquiries.filter((q) => sameEmail(q.email, email)).map((q) => ({ ...q })),
    };
  }

  /** The account's orders and the guest orders (no user) of its e-mail. */
  #theirs(o: StoredOrder, userId: string, email: string): boolean {
    return o.userId === userId || (o.userId === null && sameEmail(o.email, email));
  }

  async erase(userId: string): Promise<ErasedReview[] | undefined> {
    const email = this.users.get(userId)?.email;
    if (email === undefined || !this.users.delete(userId)) return undefined;
    this.feedback = this.feedback.filter((f) => !sameEmail(f.email, email));
    this.stockistInquiries = this.stockistInquiries.filter((q) => !sameEmail(q.email, email));
    this.addresses = this.addresses.filter((a) => a.userId !== userId);
    this.sessions = this.sessions.filter((s) => s.userId !== userId);
    this.carts.delete(userId);
    const removed = this.reviews.filter((r) => r.userId === userId).map((r) => ({ reviewId: r.id, productId: r.productId, published: r.published }));
    this.reviews = this.reviews.filter((r) => r.userId !== userId);
    for (const o of this.orders) {
      if (!this.#theirs(o, userId, email)) continue;
      Object.assign(o, { userId: null, firstName: 'Deleted', lastName: 'customer', email: '', phoneNumber: '', address: '', city: '', region: '', postcode: '', message: '' });
    }
    return removed;
  }
}

const sameEmail = (a: string, b: string) => a !== '' && a.toLowerCase() === b.toLowerCase();
