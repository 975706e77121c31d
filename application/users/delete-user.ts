import { adminRightsConflict, adminRightsRefusal } from '../../domain/admin-rights.js';
import { ok, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { UNKNOWN_USER } from './get-user.js';
import { userSnapshot, type DeleteUser, type UserStores } from './ports.js';

/**
 * Deletes a user: their sessions end at once and their addresses go; their orders stay, with the
 * buyer's name and address. An administrator cannot delete themselves, nor the last administrator.
 */
export function makeDeleteUser(deps: { uow: UnitOfWork<UserStores>; clock: Clock }): DeleteUser {
  return async ({ actor, id }) =>
    deps.uow.run(async (s) => {
      await s.adminUsers.lockAdministrators();
      const user = await s.adminUsers.findForUpdate(id);
      if (!user) return unknownRecord('unknown_user', UNKNOWN_USER);
      const refusal = adminRightsRefusal({ self: actor.userId === id, target: user, change: { remove: true }, activeAdministrators: await s.adminUsers.countActiveAdministrators() });
      if (refusal) return adminRightsConflict(refusal);
      await s.users.revokeSessions(id);
      await s.adminUsers.delete(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: 'user.deleted', entityType: 'user', entityId: id, before: userSnapshot(user), after: null });
      await s.outbox.event('user.changed', { userId: id });
      return ok({ success: true as const });
    });
}
