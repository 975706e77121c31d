import type { RegistrationChange, UserRecord, UserRepository } from '../accounts/ports.js';

/** In-memory UserRepository for use-case tests; async like the real one. */
export class InMemoryUserRepository implements UserRepository {
  readonly users = new Map<string, UserRecord>();
  readonly revoked = new Set<string>();

  async findRegisteredByEmail(email: string) {
    return [...this.users.values()].find((u) => u.registeredUser && u.email.toLowerCase() === email.toLowerCase());
  }
  async findById(id: string) {
    const u = this.users.get(id);
    return u ? { ...u } : undefined;
  }
  async findGuestByEmail(email: string) {
    const guests = [...this.users.values()].filter((u) => !u.registeredUser && u.email.toLowerCase() === email.toLowerCase());
    return guests.sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime())[0];
  }
  async upgradeGuest(id: string, change: RegistrationChange) {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, ...change, registeredUser: true, isActive: false, isAdmin: false });
  }
  async setVerificationCodeHash(id: string, codeHash: string) {
    const u = this.users.get(id);
    if (u?.verificationCodeHash) this.users.set(id, { ...u, verificationCodeHash: codeHash });
  }
  async verifyByCodeHash(codeHash: string) {
    const u = [...this.users.values()].find((x) => x.registeredUser && x.verificationCodeHash === codeHash);
    if (!u) return undefined;
    this.users.set(u.id, { ...u, verificationCodeHash: null, isActive: true });
    return u.id;
  }
  async setPasswordHash(id: string, passwordHash: string) {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, passwordHash });
  }
  async recordLogin(id: string, at: Date) {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, lastLogin: at });
  }
  async countAdministrators() {
    return [...this.users.values()].filter((u) => u.isAdmin && u.isActive).length;
  }
  async lockEmail(_email: string) {
    // One in-memory operation runs at a time; nothing to wait for.
  }
  async insert(user: UserRecord) {
    if (this.users.has(user.id)) throw new Error(`duplicate user id ${user.id}`);
    this.users.set(user.id, { ...user });
  }
  async updateCredentials(id: string, change: { passwordHash: string; isAdmin: boolean; isActive: boolean }) {
    const u = this.users.get(id);
    if (u) this.users.set(id, { ...u, ...change });
  }
  async revokeSessions(userId: string) {
    this.revoked.add(userId);
  }
}
