import type { UserRecord, UserRepository } from '../ports/user-repository.js';

/** In-memory UserRepository for use-case tests; async like the real one. */
export class InMemoryUserRepository implements UserRepository {
  readonly users = new Map<string, UserRecord>();
  readonly revoked = new Set<string>();

  async findRegisteredByEmail(email: string) {
    return [...this.users.values()].find((u) => u.registeredUser && u.email.toLowerCase() === email.toLowerCase());
  }
  async countAdministrators() {
    return [...this.users.values()].filter((u) => u.isAdmin && u.isActive).length;
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
