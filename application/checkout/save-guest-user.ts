import { normalizeCheckoutForm, validateCheckoutForm } from '../../domain/checkout-form.js';
import type { Analytics } from '../platform/analytics.js';
import type { CartRepository } from '../cart/ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
import type { UnitOfWork } from '../platform/unit-of-work.js';
import type { UserRecord, UserRepository } from '../accounts/ports.js';
import { invalid, ok, type Result } from '../../domain/result.js';
import type { RequestedLine } from './checkout-request.js';

export interface GuestDetails {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  sendOffers: boolean;
  /** The guest's local cart, stored as the guest's server cart when given. */
  lines: RequestedLine[] | null;
}

/** The stores a guest is saved with, bound to one unit of work. */
export interface GuestStores {
  users: Pick<UserRepository, 'insert'>;
  carts: Pick<CartRepository, 'save'>;
}

export interface SaveGuestUserDeps {
  uow: UnitOfWork<GuestStores>;
  ids: IdGenerator;
  clock: Clock;
  analytics: Analytics;
}

/** Step 1 for a guest: checks the form like the domain says and saves a guest user record with the offers choice. */
export function makeSaveGuestUser(deps: SaveGuestUserDeps) {
  return async (input: GuestDetails): Promise<Result<{ sync: boolean; user: UserRecord }>> => {
    const errors = validateCheckoutForm(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const form = normalizeCheckoutForm(input);
    const user: UserRecord = {
      id: deps.ids.newId(),
      firstName: form.firstname,
      lastName: form.lastname,
      email: form.email,
      phoneNumber: form.phoneNumber,
      passwordHash: null,
      isAdmin: false,
      isActive: false,
      registeredUser: false,
      sendOffers: input.sendOffers,
      dateCreated: deps.clock.now(),
      lastLogin: null,
    };
    const sync = input.lines !== null && input.lines.length > 0;
    const saved = await deps.uow.run(async (s) => {
      await s.users.insert(user);
      if (sync) await s.carts.save(user.id, input.lines ?? []);
      await s.outbox.event('user.created', { userId: user.id, registered: false });
      return ok({ sync, user });
    });
    if (saved.ok) await deps.analytics.track({ name: 'InitiateCheckout', userId: user.id });
    return saved;
  };
}
