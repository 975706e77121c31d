import { useEffect, useState } from 'react';
import { browserScripts } from '../checkout/provider-sdk';
import { useStores } from '../stores/StoreContext';
import { AddressAutofill, type AddressTarget } from './AddressAutofill';

/** The autofill of one address form for as long as the form is shown; asks once whether a maps provider is configured. */
export function useAddressAutofill(target: AddressTarget): AddressAutofill {
  const { places, log } = useStores();
  const [autofill] = useState(() => new AddressAutofill({ api: places, target, scripts: browserScripts, log }));
  useEffect(() => {
    void autofill.start();
  }, [autofill]);
  return autofill;
}
