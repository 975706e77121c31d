import { fail, failField, ok, type Result } from '../../domain/result.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import { ACCOUNT_GONE } from './export-customer-data.js';
import type { PasswordHasher, PersonalDataRepository, UserRepository } from './ports.js';

export const WRONG_PASSWORD = 'The password is not correct.';
export const ADMIN_ACCOUNT = 'An administrator account is removed from the back office, not from the dashboard.';

export type DeleteCustomerAccountFailure = 'wrong_password' | 'administrator' | 'not_found';

export interface DeleteCustomerAccountDeps {
  users: Pick<UserRepository, 'findById'>;
  uow: UnitOfWork<{ personalData: Pick<PersonalDataRepository, 'erase'> }>;
  hasher: PasswordHasher;
}

/**
 * The signed-in customer deletes their own account after typing their password again. In one
 * transaction their sessions, addresses, cart, reviews and newsletter subscription go, the account
 * row goes (the e-mail is free to register again), and their orders stay for the seven years the
 * privacy policy promises, with only what tax records need (ADR 080). Announced as `user.deleted`,
 * and a removed published review as `review.changed` (its product's rating changes).
 */
export function makeDeleteCustomerAccount(deps: DeleteCustomerAccountDeps) {
  return async (input: { userId: string; password: string }): Promise<Result<{ success: true }, DeleteCustomerAccountFailure>> => {
    const user = await deps.users.findById(input.userId);
    if (!user) return fail('not_found', ACCOUNT_GONE);
    if (user.isAdmin) return fail('forbidden', ADMIN_ACCOUNT, { reason: 'administrator' });
    if (!user.passwordHash || !(await deps.hasher.verify(user.passwordHash, input.password))) {
      return failField('invalid_input', 'wrong_password', 'password', WRONG_PASSWORD);
    }
    return deps.uow.run(async (s): Promise<Result<{ success: true }, DeleteCustomerAccountFailure>> => {
      const removed = await s.personalData.erase(user.id);
      if (!removed) return fail('not_found', ACCOUNT_GONE);
      for (const r of removed) if (r.published) await s.outbox.event('review.changed', { productId: r.productId, reviewId: r.reviewId });
      await s.outbox.event('user.deleted', { userId: user.id });
      return ok({ success: true as const });
    });
  };
}
