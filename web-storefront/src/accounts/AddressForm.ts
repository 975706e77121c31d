import { makeAutoObservable, runInAction } from 'mobx';
import { regionLabel } from '../../../domain/address.js';
import type { FieldErrors } from '../../../web-shared/api/client';
import type { AddressFields } from './AccountStore';
import type { UserAddress } from '../../../web-shared/session/jwt';
import type { Outcome } from './SessionStore';
import type { AddressTarget } from '../places/AddressAutofill';

export const COUNTRIES = ['Australia', 'New Zealand', 'Canada', 'United Kingdom', 'United States'] as const;

const EMPTY: AddressFields = { streetAdress: '', city: '', region: '', zipCode: '', country: 'Australia', setAsDefault: false };

/** State of the address form: a new address, or the one being edited (`editingId`). */
export class AddressFormState {
  fields: AddressFields = { ...EMPTY };
  editingId: string | null = null;
  errors: FieldErrors = {};
  busy = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** 'Region', 'State', or null when the region field is hidden (United Kingdom). */
  get regionLabel(): 'Region' | 'State' | null {
    return regionLabel(this.fields.country);
  }

  set<K extends keyof AddressFields>(field: K, value: AddressFields[K]): void {
    this.fields = { ...this.fields, [field]: value };
  }

  edit(address: UserAddress): void {
    this.editingId = address._id ?? null;
    this.errors = {};
    this.fields = {
      streetAdress: address.streetAdress ?? '',
      city: address.city ?? '',
      region: address.region ?? '',
      zipCode: address.zipCode ?? '',
      country: address.country ?? 'Australia',
      setAsDefault: address.addressType === 'default',
    };
  }

  reset(): void {
    this.fields = { ...EMPTY };
    this.editingId = null;
    this.errors = {};
  }

  /** Sends the form with `save`; on success the form resets. */
  async submit(save: (fields: AddressFields, editingId: string | null) => Promise<Outcome>): Promise<boolean> {
    this.busy = true;
    this.errors = {};
    const fields = this.regionLabel === null ? { ...this.fields, region: '' } : this.fields;
    const outcome = await save(fields, this.editingId);
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.reset();
      else this.errors = outcome.errors;
    });
    return outcome.ok;
  }
}

/** The address book form's fields as the autofill reads and fills them (suburb → city, state → region, postcode → zipCode). */
export function addressFormTarget(form: AddressFormState): AddressTarget {
  return {
    country: () => form.fields.country,
    locality: () => ({ city: form.fields.city, region: form.fields.region, postcode: form.fields.zipCode }),
    fillLocality: (place) => {
      form.set('city', place.suburb);
      form.set('region', place.state);
      form.set('zipCode', place.postcode);
    },
    fillStreet: (address) => {
      form.set('streetAdress', address.address);
      if (address.country) form.set('country', address.country);
      if (address.city) form.set('city', address.city);
      if (address.region) form.set('region', address.region);
      if (address.postcode) form.set('zipCode', address.postcode);
    },
  };
}
