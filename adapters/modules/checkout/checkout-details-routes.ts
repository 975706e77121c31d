import express, { type RequestHandler, type Router } from 'express';
import type { makeSaveGuestUser } from '../../../application/checkout/save-guest-user.js';
import type { makeVerifyUser } from '../../../application/checkout/verify-user.js';
import { validateCheckoutForm } from '../../../domain/checkout-form.js';
import { ok } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { GuestUserDataResponse, VerifyUserResponse } from '../../http/contract/checkout.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { toLines } from '../../http/schemas.js';
import { checkoutDetailsFields, guestUserDataAnswer, guestUserDataBody, verifyUserAnswer, verifyUserBody } from '../../http/contract/checkout.js';

export interface CheckoutDetailsRoutesDeps {
  registry: ApiRegistry;
  /** Rate limit of guest records (per address and e-mail). */
  limitGuests: RequestHandler;
  saveGuestUser: ReturnType<typeof makeSaveGuestUser>;
  verifyUser: ReturnType<typeof makeVerifyUser>;
}

type DetailsBody = { [K in Exclude<keyof typeof checkoutDetailsFields, 'sendOffers'>]: string };

/** Step 1's fields under the names of the checkout form rule (`streetAdress` → address, `zipCode` → postcode). */
function formOf(body: DetailsBody) {
  const { email, firstname, lastname, phoneNumber, city, region, country } = body;
  return { email, firstname, lastname, phoneNumber, address: body.streetAdress, city, region, postcode: body.zipCode, country };
}

/** The checkout form's rule on the fields that parsed; messages under the form's names. */
const detailsRules = (f: Partial<DetailsBody>) => validateCheckoutForm({ ...f, address: f.streetAdress, postcode: f.zipCode });
const ANSWER_AS = { streetAdress: 'address', zipCode: 'postcode' };

const ERRORS_DOC = '{email|firstname|lastname|phoneNumber|postcode|address|city|region|country: message}';

export function checkoutDetailsRouter(d: CheckoutDetailsRoutesDeps): Router {
  const router = express.Router();

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/guestUsers/guestUserData',
    summary: 'Checkout step 1 for a guest: check the details and save a guest user record (with the offers choice)',
    tag: 'Checkout',
    auth: 'public',
    before: [d.limitGuests],
    body: guestUserDataBody,
    formRules: detailsRules,
    answerAs: ANSWER_AS,
    answer: guestUserDataAnswer,
    responses: { 200: '{sync, user}', 400: ERRORS_DOC, 429: 'Too many guest records from this address or for this e-mail; see Retry-After' },
    handler: async ({ body }) => {
      const r = await d.saveGuestUser({
        ...formOf(body),
        sendOffers: body.sendOffers ?? true,
        lines: body.cart ? toLines(body.cart) : null,
      });
      if (!r.ok) return r;
      const u = r.value.user;
      const answer: GuestUserDataResponse = {
        sync: r.value.sync,
        user: { _id: u.id, userid: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, phoneNumber: u.phoneNumber ?? '', sendOffers: u.sendOffers, registeredUser: false },
      };
      return ok(answer);
    },
  });

  apiRoute(router, d.registry, {
    method: 'post',
    path: '/api/users/verifyUser',
    summary: 'Checkout step 1 for a signed-in customer: check the details and, with newAddress, save the address (answers a fresh token)',
    tag: 'Checkout',
    auth: 'customer',
    body: verifyUserBody,
    formRules: detailsRules,
    answerAs: ANSWER_AS,
    answer: verifyUserAnswer,
    responses: { 200: '{newAddress, token?}', 400: ERRORS_DOC, 401: 'Not signed in', 403: 'user is someone else' },
    handler: async ({ body, req }) => {
      const user = req.user!;
      const r = await d.verifyUser({
        userId: user.userId,
        sessionId: user.sessionId,
        userRef: body.user,
        newAddress: body.newAddress ?? false,
        ...formOf(body),
      });
      if (!r.ok) return r;
      const answer: VerifyUserResponse = r.value.token ? { newAddress: r.value.newAddress, token: r.value.token } : { newAddress: r.value.newAddress };
      return ok(answer);
    },
  });
  return router;
}
