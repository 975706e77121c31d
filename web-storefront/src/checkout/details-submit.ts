import type { CartLine } from '../cart/CartStore';
import { toServerLines } from '../cart/CartSync';
import type { UserDetails } from '../../../web-shared/session/jwt';
import type { CheckoutApi } from './checkout-api';
import type { CheckoutFormState } from './types';

/** What step 1's server check leaves to keep: a customer's fresh token, or the guest's id. */
export interface DetailsAccepted {
  token?: string;
  guestId?: string;
}

/**
 * Step 1's server check of a normalised form: verifyUser for a customer (saving a new address),
 * guestUserData for a guest (storing the cart as the guest's). Throws the server's ApiError.
 */
export async function submitDetails(api: CheckoutApi, user: UserDetails | null, form: CheckoutFormState, newAddress: boolean, lines: readonly CartLine[]): Promise<DetailsAccepted> {
  const address = {
    zipCode: form.postcode,
    streetAdress: form.address,
    city: form.city,
    country: form.country,
    region: form.region,
    phoneNumber: form.phoneNumber,
    email: form.email,
    firstname: form.firstname,
    lastname: form.lastname,
  };
  if (user) {
    const answer = await api.verifyUser({ ...address, user: user._id, newAddress, sendOffers: form.sendOffers });
    return answer.token ? { token: answer.token } : {};
  }
  const answer = await api.guestUserData({ ...address, sendOffers: form.sendOffers, guestUser: true, cart: toServerLines(lines) });
  return { guestId: answer.user._id };
}
