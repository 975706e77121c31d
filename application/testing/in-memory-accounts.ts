import type { CartLine, StockProduct } from '../../domain/stock.js';
import type { AccountStores, AddressRecord, AddressRepository, CodeDigest, PasswordResetRecord, PasswordResetRepository, LiveSession, SessionRecord, SessionRepository, TokenClaims, TokenIssuer } from '../accounts/ports.js';
import type { CartRepository } from '../cart/ports.js';
import type { ProductStockReader } from '../catalog/ports.js';
import type { RateLimitDecision, RateLimiter } from '../platform/rate-limiter.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
import { InMemoryUserRepository } from './in-memory-user-repository.js';

export class InMemorySessionRepository implements SessionRepository {
  readonly sessions = new Map<string, SessionRecord>();
  constructor(private readonly users: InMemoryUserRepository) {}

  async insert(session: SessionRecord) {
    this.sessions.set(session.id, { ...session });
  }
  async findLive(sessionId: string, now: Date): Promise<LiveSession | undefined> {
    const s = this.sessions.get(sessionId);
    const u = s ? this.users.users.get(s.userId) : undefined;
    if (!s || !u || s.revokedAt || s.expiresAt <= now || !u.isActive) return undefined;
    return { sessionId: s.id, userId: u.id, email: u.email, firstName: u.firstName, isAdmin: u.isAdmin, expiresAt: s.expiresAt };
  }
  async revoke(sessionId: string, at: Date) {
    const s = this.sessions.get(sessionId);
    if (s && !s.revokedAt) s.revokedAt = at;
  }
  async revokeAllForUser(userId: string, at: Date) {
    for (const s of this.sessions.values()) if (s.userId === userId && !s.revokedAt) s.revokedAt = at;
  }
}

export class InMemoryPasswordResetRepository implements PasswordResetRepository {
  readonly resets = new Map<string, PasswordResetRecord>();
  async insert(reset: PasswordResetRecord) {
    this.resets.set(reset.id, { ...reset });
  }
  async findUsable(userId: string, codeHash: string, now: Date) {
    return [...this.resets.values()].find((r) => r.userId === userId && r.codeHash === codeHash && !r.usedAt && r.expiresAt > now);
  }
  async markUsed(id: string, at: Date) {
    const r = this.resets.get(id);
    if (!r || r.usedAt) return false;
    r.usedAt = at;
    return true;
  }
}

export class InMemoryAddressRepository implements AddressRepository {
  readonly addresses = new Map<string, AddressRecord>();
  async listForUser(userId: string) {
    return [...this.addresses.values()]
      .filter((a) => a.userId === userId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.getTime() - b.createdAt.getTime())
      .map((a) => ({ ...a }));
  }
  async findForUser(userId: string, addressId: string) {
    const a = this.addresses.get(addressId);
    return a && a.userId === userId ? { ...a } : undefined;
  }
  async insert(address: AddressRecord) {
    this.addresses.set(address.id, { ...address });
  }
  async update(address: AddressRecord) {
    if (this.addresses.get(address.id)?.userId === address.userId) this.addresses.set(address.id, { ...address });
  }
  async delete(userId: string, addressId: string) {
    if (this.addresses.get(addressId)?.userId === userId) this.addresses.delete(addressId);
  }
  async makeDefault(userId: string, addressId: string) {
    for (const a of this.addresses.values()) if (a.userId === userId) a.isDefault = a.id === addressId;
  }
}

/** Readable stand-in for the JWT signer: the claims as JSON. */
export const jsonTokenIssuer: TokenIssuer = { issue: async (claims: TokenClaims) => JSON.stringify(claims) };

export const prefixDigest: CodeDigest = { digest: (code) => `digest:${code}` };

export class InMemoryCartRepository implements CartRepository {
  readonly carts = new Map<string, CartLine[]>();
  async find(ownerId: string) {
    return [...(this.carts.get(ownerId) ?? [])];
  }
  async save(ownerId: string, lines: readonly CartLine[]) {
    this.carts.set(ownerId, [...lines]);
  }
}

export class InMemoryStockReader implements ProductStockReader {
  constructor(readonly products: StockProduct[] = []) {}
  async findForCart(ids: readonly string[]) {
    return this.products.filter((p) => ids.includes(p.id));
  }
}

/** Counts hits per key with no window expiry (tests move no time). */
export class CountingRateLimiter implements RateLimiter {
  readonly counts = new Map<string, number>();
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n > limit ? { allowed: false, remaining: 0, retryAfterMs: windowMs } : { allowed: true, remaining: limit - n, retryAfterMs: 0 };
  }
  async close() {}
}

/** All account stores in memory, and a unit of work over them that undoes a failed change. */
export class InMemoryAccounts implements AccountStores {
  readonly users = new InMemoryUserRepository();
  readonly sessions = new InMemorySessionRepository(this.users);
  readonly resets = new InMemoryPasswordResetRepository();
  readonly addresses = new InMemoryAddressRepository();
  readonly uow = new InMemoryUnitOfWork<AccountStores>(this, () => {
    const maps: Map<string, unknown>[] = [this.users.users, this.sessions.sessions, this.resets.resets, this.addresses.addresses];
    const saved = maps.map((m) => structuredClone([...m]));
    return () =>
      maps.forEach((m, i) => {
        m.clear();
        for (const [k, v] of saved[i]!) m.set(k, v);
      });
  });
  get outbox() {
    return this.uow.outbox;
  }
}
