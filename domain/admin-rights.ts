import { ruleConflict, type Failure } from './result.js';

/**
 * What an administrator may not do to accounts (admin-api.md "Users"): remove their own admin
 * rights, deactivate or delete themselves, or take away the last active administrator (by demoting,
 * deactivating or deleting them). Answers the refusal, or null when the change is allowed.
 */
export type AdminRightsRefusal = 'own_rights' | 'own_activity' | 'own_account' | 'last_administrator';

export interface AccountAccess {
  readonly isAdmin: boolean;
  readonly isActive: boolean;
}

export interface AccessChange {
  readonly isAdmin?: boolean | undefined;
  readonly isActive?: boolean | undefined;
  /** The account is being deleted. */
  readonly remove?: boolean;
}

export const REFUSALS: Readonly<Record<AdminRightsRefusal, { message: string; field?: string }>> = {
  own_rights: { message: 'You cannot remove your own administrator rights.', field: 'isAdmin' },
  own_activity: { message: 'You cannot deactivate your own account.', field: 'isActive' },
  own_account: { message: 'You cannot delete your own account.' },
  last_administrator: { message: 'This is the last administrator: make another user an administrator first.' },
};

export function adminRightsRefusal(x: { self: boolean; target: AccountAccess; change: AccessChange; activeAdministrators: number }): AdminRightsRefusal | null {
  const { self, target, change } = x;
  if (self && change.remove) return 'own_account';
  if (self && target.isAdmin && change.isAdmin === false) return 'own_rights';
  if (self && target.isActive && change.isActive === false) return 'own_activity';
  const takesAdminAway = change.remove === true || change.isAdmin === false || change.isActive === false;
  if (target.isAdmin && target.isActive && takesAdminAway && x.activeAdministrators <= 1) return 'last_administrator';
  return null;
}

/** The refusal as a 409 failure (`{isAdmin}`/`{isActive}` for one's own rights, `{message}` otherwise). */
export function adminRightsConflict<R extends AdminRightsRefusal>(refusal: R): Failure<R> {
  const r = REFUSALS[refusal];
  return ruleConflict(refusal, r.message, r.field);
}

/** Whether the change takes access away, so the user's sessions must end at once: demoted, deactivated or deleted. */
export function endsAccess(before: AccountAccess, after: AccountAccess | null): boolean {
  if (after === null) return true;
  return (before.isAdmin && !after.isAdmin) || (before.isActive && !after.isActive);
}
