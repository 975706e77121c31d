/** Client-side checkout shapes; the wire shapes come from the HTTP contract. */
export type { CartChangedResponse, CouponRecord, PaymentConfigResponse, PlacedOrder } from '../../../adapters/http/contract/checkout.js';
export type { Order, OrderLine } from '../../../adapters/http/contract/orders.js';
export type { CartWarning, ValidateCartResponse } from '../../../adapters/http/contract/cart.js';

export interface CheckoutFormState {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  address: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  description: string;
  sendOffers: boolean;
  goGreen: boolean;
}

export type CheckoutField = keyof CheckoutFormState;

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CheckoutStep = 'userDetails' | 'shipping' | 'payment';

/** A saved address from the login token (`adress`, `streetAdress` as the contract spells them). */
export interface SavedAddress {
  _id: string;
  streetAdress: string;
  city: string;
  region: string;
  zipCode: string;
  country: string;
  addressType: string;
}
