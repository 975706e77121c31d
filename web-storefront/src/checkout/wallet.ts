import { expressShippingOptions, isCountry, type Country } from '../../../domain/index.js';
import { BRAND_NAME } from '../brand';
import type { WalletAddress, WalletPaymentMethodEvent, WalletShippingOption } from './provider-sdk';
import type { CheckoutFormState } from './types';

/** Wallet sheets speak ISO country codes; the shop's order calls take the country names of the form. */
const COUNTRY_BY_CODE: Record<string, Country> = { AU: 'Australia', NZ: 'New Zealand', CA: 'Canada', GB: 'United Kingdom', US: 'United States' };

export function countryOfWallet(code: string | undefined): Country | null {
  const name = COUNTRY_BY_CODE[(code ?? '').toUpperCase()];
  return name && isCountry(name) ? name : null;
}

/** The wallet sheet's shipping options for a country and the goods after the coupon (domain rule). */
export function walletShippingOptions(country: string, goodsCents: number): WalletShippingOption[] {
  try {
    return expressShippingOptions(country, goodsCents).map((o) => ({ id: o.id, label: o.label, detail: o.detail, amount: o.feeCents }));
  } catch {
    return [];
  }
}

export function walletTotal(goodsCents: number, option: WalletShippingOption | undefined): { label: string; amount: number } {
  return { label: BRAND_NAME, amount: goodsCents + (option?.amount ?? 0) };
}

/**
 * The order details from the wallet sheet (its shipping address and payer), falling back to the
 * checkout form for whatever the sheet did not give.
 */
export function walletDetails(event: WalletPaymentMethodEvent, form: CheckoutFormState): CheckoutFormState {
  const a: WalletAddress = event.shippingAddress ?? {};
  const [first, ...rest] = (event.payerName ?? a.recipient ?? '').trim().split(/\s+/).filter(Boolean);
  const country = countryOfWallet(a.country);
  const line = (a.addressLine ?? []).filter(Boolean).join(', ');
  return {
    ...form,
    email: event.payerEmail || form.email,
    firstname: first || form.firstname,
    lastname: rest.join(' ') || form.lastname,
    phoneNumber: event.payerPhone || a.phone || form.phoneNumber,
    ...(country && line ? { address: line, city: a.city ?? '', region: a.region ?? '', postcode: a.postalCode ?? '', country } : {}),
  };
}
