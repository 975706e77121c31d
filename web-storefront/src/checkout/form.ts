import { CHECKOUT_FORM_DEFAULTS, normalizeCheckoutForm } from '../../../domain/index.js';
import type { CartLine } from '../cart/CartStore';
import { toServerLines } from '../cart/CartSync';
import type { UserDetails } from '../../../web-shared/session/jwt';
import type { CheckoutFormState, SavedAddress } from './types';

export function emptyCheckoutForm(): CheckoutFormState {
  return {
    email: '',
    firstname: '',
    lastname: '',
    phoneNumber: '',
    address: '',
    city: '',
    region: '',
    postcode: '',
    country: CHECKOUT_FORM_DEFAULTS.country,
    description: '',
    sendOffers: CHECKOUT_FORM_DEFAULTS.sendOffers,
    goGreen: false,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The token's address list, read defensively (older tokens may lack fields). */
export function savedAddressesOf(user: UserDetails | null): SavedAddress[] {
  if (!user) return [];
  return user.adress
    .map((raw) => {
      const a = raw as Record<string, unknown>;
      return {
        _id: text(a._id),
        streetAdress: text(a.streetAdress),
        city: text(a.city),
        region: text(a.region),
        zipCode: text(a.zipCode),
        country: text(a.country),
        addressType: text(a.addressType),
      };
    })
    .filter((a) => a._id !== '');
}

export function defaultAddressOf(addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((a) => a.addressType === 'default') ?? null;
}

/** The form's address fields filled from a saved address. */
export function withAddress(form: CheckoutFormState, address: SavedAddress): CheckoutFormState {
  return { ...form, address: address.streetAdress, city: address.city, region: address.region, postcode: address.zipCode, country: address.country || form.country };
}

/** Step 1 prefilled from the customer's profile and default address; blank fields only. */
export function prefilledForm(form: CheckoutFormState, user: UserDetails | null): CheckoutFormState {
  if (!user) return form;
  return {
    ...form,
    email: form.email || user.email,
    firstname: form.firstname || user.firstName,
    lastname: form.lastname || user.lastName,
    phoneNumber: form.phoneNumber || (user.phoneNumber ?? ''),
  };
}

/** Spaces stripped from the phone, e-mail lower-cased, region dropped for the UK (domain rules). */
export function normalizedForm(form: CheckoutFormState): CheckoutFormState {
  return normalizeCheckoutForm(form);
}

export interface OrderExtras {
  shippingType: string;
  shippingFeeCents: number;
  lines: readonly CartLine[];
  coupon: string | null;
  userid: string | null;
  checkoutKey: string;
}

/** The fields the three order calls share, from the checkout form (prices are the server's business). */
export function orderRequestBody(form: CheckoutFormState, extras: OrderExtras) {
  const f = normalizedForm(form);
  return {
    firstName: f.firstname,
    lastName: f.lastname,
    email: f.email,
    address: f.address,
    city: f.city,
    country: f.country,
    region: f.region,
    postcode: f.postcode,
    phoneNumber: f.phoneNumber,
    message: f.description,
    shippingType: extras.shippingType,
    shippingFee: extras.shippingFeeCents / 100,
    cart: toServerLines(extras.lines),
    coupon: extras.coupon,
    userid: extras.userid,
    goGreen: f.goGreen,
    checkoutKey: extras.checkoutKey,
  };
}
