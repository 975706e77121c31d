import type { AddressTarget } from '../places/AddressAutofill';
import type { CheckoutStore } from './CheckoutStore';

/** Step 1's address fields as the autofill reads and fills them (suburb → city, state → region). */
export function checkoutAddressTarget(store: CheckoutStore): AddressTarget {
  return {
    country: () => store.form.country,
    locality: () => ({ city: store.form.city, region: store.form.region, postcode: store.form.postcode }),
    fillLocality: (place) => {
      store.setField('city', place.suburb);
      store.setField('region', place.state);
      store.setField('postcode', place.postcode);
    },
    fillStreet: (address) => {
      store.setField('address', address.address);
      if (address.country) store.setField('country', address.country);
      if (address.city) store.setField('city', address.city);
      if (address.region) store.setField('region', address.region);
      if (address.postcode) store.setField('postcode', address.postcode);
    },
  };
}
