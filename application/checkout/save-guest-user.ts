import { normalizeCheckoutForm, validateCheckoutForm } from '../../domain/checkout-form.js';
import type { Analytics } from '../platform/analytics.js';
import type { CartRepository } from '../cart/ports.js';
import type { Clock } from '../platform/clock.js';
import type { IdGenerator } from '../platform/id-generator.js';
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

export interface SaveGuestUserDeps {
  users: Pick<UserRepository, 'insert'>;
  carts: CartRepository;
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
    await deps.users.insert(user);
    const sync = input.lines !== null && input.lines.length > 0;
    if (sync) await deps.carts.save(user.id, input.lines ?? []);
    await deps.analytics.track({ name: 'InitiateCheckout', userId: user.id });
    return ok({ sync, user });
  };
}
