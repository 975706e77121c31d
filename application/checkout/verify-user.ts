import { validateCheckoutForm, type CheckoutForm } from '../../domain/checkout-form.js';
import type { Analytics } from '../platform/analytics.js';
import { fail, invalid, ok, type Result } from '../../domain/result.js';
import type { AddAddress } from '../accounts/ports.js';

export interface VerifyUserInput extends CheckoutForm {
  userId: string;
  sessionId: string;
  /** The user id the client sent. */
  userRef: string | undefined;
  /** Save the address to the customer's address book. */
  newAddress: boolean;
}

/** Step 1 for a signed-in customer: checks the form and, when asked, saves the address to the address book. */
export function makeVerifyUser(deps: { addAddress: AddAddress; analytics: Analytics }) {
  return async (input: VerifyUserInput): Promise<Result<{ newAddress: boolean; token?: string }>> => {
    if (input.userRef !== undefined && input.userRef !== input.userId) return fail('forbidden', 'You can only check out as yourself.');
    const errors = validateCheckoutForm(input);
    if (Object.keys(errors).length > 0) return invalid(errors);
    await deps.analytics.track({ name: 'InitiateCheckout', userId: input.userId });
    if (!input.newAddress) return ok({ newAddress: false });
    const added = await deps.addAddress({
      userId: input.userId,
      sessionId: input.sessionId,
      streetAdress: input.address,
      city: input.city,
      region: input.region,
      zipCode: input.postcode,
      country: input.country,
    });
    if (!added.ok) return added;
    return ok({ newAddress: true, token: added.value.token });
  };
}
