import type { AddressChange, AdminUserReader, AdminUserRecord, AdminUserRepository, UserFieldsChange, UserStores } from '../users/ports.js';
import { InMemoryAuditLog } from './in-memory-audit-log.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

const clone = (u: AdminUserRecord): AdminUserRecord => ({ ...u, adress: u.adress.map((a) => ({ ...a })) });

/** The back office's users in memory, for use-case tests (with which sessions were ended). */
export class InMemoryAdminUsers implements AdminUserRepository, Pick<AdminUserReader, 'find'> {
  users = new Map<string, AdminUserRecord>();
  /** Ids whose sessions were ended, in order. */
  revoked: string[] = [];

  add(user: Partial<AdminUserRecord> & { id: string }): AdminUserRecord {
    const u: AdminUserRecord = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `${user.id}@example.com`,
      dateCreated: new Date('2026-01-01T00:00:00Z'),
      lastLogin: null,
      isAdmin: false,
      isActive: true,
      registeredUser: true,
      sendOffers: false,
      orderCount: 0,
      phoneNumber: null,
      adress: [],
      ...user,
    };
    this.users.set(u.id, u);
    return u;
  }

  async lockAdministrators() {}
  async countActiveAdministrators() {
    return [...this.users.values()].filter((u) => u.isAdmin && u.isActive).length;
  }
  async find(id: string) {
    const u = this.users.get(id);
    return u ? clone(u) : undefined;
  }
  findForUpdate(id: string) {
    return this.find(id);
  }
  async emailTakenByOther(id: string, email: string) {
    return [...this.users.values()].some((u) => u.id !== id && u.registeredUser && u.email.toLowerCase() === email.toLowerCase());
  }
  async update(id: string, change: UserFieldsChange) {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, ...change });
    return 'updated' as const;
  }
  async replaceAddresses(id: string, addresses: readonly AddressChange[], newId: () => string) {
    const u = this.users.get(id);
    if (!u) return 'saved' as const;
    if (addresses.some((a) => a.id !== undefined && !u.adress.some((b) => b.id === a.id))) return 'unknown_address' as const;
    u.adress = addresses.map((a) => ({ ...a, id: a.id ?? newId() }));
    return 'saved' as const;
  }
  async delete(id: string) {
    this.users.delete(id);
  }
  async revokeSessions(userId: string) {
    this.revoked.push(userId);
  }

  snapshot(): () => void {
    const saved = new Map([...this.users].map(([k, v]) => [k, clone(v)]));
    const revoked = [...this.revoked];
    return () => {
      this.users = saved;
      this.revoked = revoked;
    };
  }
}

/** The users module's stores over memory, with its unit of work and audit log. */
export function inMemoryUserStores() {
  const users = new InMemoryAdminUsers();
  const audit = new InMemoryAuditLog();
  const stores: UserStores = { adminUsers: users, users: { revokeSessions: (id) => users.revokeSessions(id) }, audit };
  const uow = new InMemoryUnitOfWork<UserStores>(stores, () => {
    const a = users.snapshot();
    const b = audit.snapshot();
    return () => {
      a();
      b();
    };
  });
  return { users, audit, uow };
}
