import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminRightsRefusal, endsAccess } from './admin-rights.js';

const admin = { isAdmin: true, isActive: true };

describe('admin rights', () => {
  it('refuses removing one’s own rights, deactivating or deleting oneself', () => {
    expect(adminRightsRefusal({ self: true, target: admin, change: { isAdmin: false }, activeAdministrators: 3 })).toBe('own_rights');
    expect(adminRightsRefusal({ self: true, target: admin, change: { isActive: false }, activeAdministrators: 3 })).toBe('own_activity');
    expect(adminRightsRefusal({ self: true, target: admin, change: { remove: true }, activeAdministrators: 3 })).toBe('own_account');
    expect(adminRightsRefusal({ self: true, target: admin, change: { isAdmin: true, isActive: true }, activeAdministrators: 1 })).toBeNull();
  });

  it('refuses taking the last active administrator away, in any way', () => {
    for (const change of [{ isAdmin: false }, { isActive: false }, { remove: true }]) {
      expect(adminRightsRefusal({ self: false, target: admin, change, activeAdministrators: 1 })).toBe('last_administrator');
      expect(adminRightsRefusal({ self: false, target: admin, change, activeAdministrators: 2 })).toBeNull();
    }
    expect(adminRightsRefusal({ self: false, target: { isAdmin: false, isActive: true }, change: { remove: true }, activeAdministrators: 1 })).toBeNull();
  });

  it('never lets a change leave no active administrator behind', () => {
    const access = fc.record({ isAdmin: fc.boolean(), isActive: fc.boolean() });
    const change = fc.record({ isAdmin: fc.option(fc.boolean(), { nil: undefined }), isActive: fc.option(fc.boolean(), { nil: undefined }), remove: fc.boolean() });
    fc.assert(
      fc.property(fc.boolean(), access, change, fc.integer({ min: 1, max: 5 }), (self, target, c, count) => {
        const activeAdministrators = Math.max(count, target.isAdmin && target.isActive ? 1 : 0);
        if (adminRightsRefusal({ self, target, change: c, activeAdministrators }) !== null) return;
        const after = c.remove ? null : { isAdmin: c.isAdmin ?? target.isAdmin, isActive: c.isActive ?? target.isActive };
        const wasAdmin = target.isAdmin && target.isActive;
        const stillAdmin = after !== null && after.isAdmin && after.isActive;
        expect(activeAdministrators - (wasAdmin ? 1 : 0) + (stillAdmin ? 1 : 0)).toBeGreaterThanOrEqual(wasAdmin ? 1 : 0);
        if (self) expect(after === null || (target.isAdmin && !after.isAdmin) || (target.isActive && !after.isActive)).toBe(false);
      }),
    );
  });

  it('ends access when the rights or the activity go, or the account', () => {
    expect(endsAccess(admin, { isAdmin: false, isActive: true })).toBe(true);
    expect(endsAccess(admin, { isAdmin: true, isActive: false })).toBe(true);
    expect(endsAccess(admin, null)).toBe(true);
    expect(endsAccess({ isAdmin: false, isActive: true }, { isAdmin: true, isActive: true })).toBe(false);
    expect(endsAccess(admin, admin)).toBe(false);
  });
});
