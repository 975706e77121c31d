import { adminRightsConflict, adminRightsRefusal, endsAccess } from '../../domain/admin-rights.js';
import { invalid, ok, ruleConflict, unknownRecord } from '../../domain/result.js';
import { recordChange } from '../audit/ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { UNKNOWN_USER } from './get-user.js';
import { userSnapshot, type UpdateUser, type UserFieldsChange, type UserStores } from './ports.js';

export const EMAIL_TAKEN = 'Another account already uses this e-mail.';

/**
 * Changes a user from the back office: any of the admin rights, activity, mailing list, names,
 * e-mail and the address list. With the administrators locked, an administrator cannot remove their
 * own rights or deactivate themselves and the last administrator cannot be taken away (the domain's
 * `adminRightsRefusal`); a change that takes access away ends the user's sessions in the same
 * transaction. Audited (`user.<changed fields>`) and announced (`user.changed`); a change that
 * changes nothing records and announces nothing.
 */
export function makeUpdateUser(deps: { uow: UnitOfWork<UserStores>; clock: Clock; ids: IdGenerator }): UpdateUser {
  return async ({ actor, id, adress, ...fields }) =>
    deps.uow.run(async (s) => {
      await s.adminUsers.lockAdministrators();
      const user = await s.adminUsers.findForUpdate(id);
      if (!user) return unknownRecord('unknown_user', UNKNOWN_USER);
      const refusal = adminRightsRefusal({ self: actor.userId === id, target: user, change: fields, activeAdministrators: await s.adminUsers.countActiveAdministrators() });
      if (refusal) return adminRightsConflict(refusal);
      if (fields.email !== undefined && fields.email.toLowerCase() !== user.email.toLowerCase() && (await s.adminUsers.emailTakenByOther(id, fields.email))) {
        return ruleConflict('email_taken', EMAIL_TAKEN, 'email');
      }
      const change: UserFieldsChange = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && v !== user[k as keyof UserFieldsChange]));
      if (Object.keys(change).length > 0 && (await s.adminUsers.update(id, change)) === 'email_taken') return ruleConflict('email_taken', EMAIL_TAKEN, 'email');
      if (adress !== undefined && (await s.adminUsers.replaceAddresses(id, adress, () => deps.ids.newId())) === 'unknown_address') {
        return invalid({ adress: 'An address does not belong to this user. Please reload the page.' }, 'unknown_address');
      }
      const after = await s.adminUsers.findForUpdate(id);
      if (!after) return unknownRecord('unknown_user', UNKNOWN_USER);
      const changed = Object.keys(change).concat(adress !== undefined && JSON.stringify(after.adress) !== JSON.stringify(user.adress) ? ['adress'] : []);
      if (changed.length === 0) return ok(after);
      if (endsAccess(user, after)) await s.users.revokeSessions(id);
      await recordChange(s.audit, { actor, at: deps.clock.now(), action: `user.updated`, entityType: 'user', entityId: id, before: userSnapshot(user), after: userSnapshot(after) });
      await s.outbox.event('user.changed', { userId: id });
      return ok(after);
    });
}
