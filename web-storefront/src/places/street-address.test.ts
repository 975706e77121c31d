import { describe, expect, it } from 'vitest';
import { regionCodeOf, streetAddressOf, type AddressComponent } from './street-address';

const c = (longText: string, types: string[], shortText = longText): AddressComponent => ({ longText, shortText, types });

describe('streetAddressOf', () => {
  it('writes unit/number street, and takes the postal town when there is no locality', () => {
    expect(
      streetAddressOf(
        [
          c('3', ['subpremise']),
          c('10', ['street_number']),
          c('High Street', ['route']),
          c('Oxford', ['postal_town']),
          c('England', ['administrative_area_level_1']),
          c('OX1 4AR', ['postal_code']),
          c('United Kingdom', ['country'], 'GB'),
        ],
        '10 High',
      ),
    ).toEqual({
      address: '3/10 High Street',
      city: 'Oxford',
      region: 'England',
      postcode: 'OX1 4AR',
      country: 'United Kingdom',
    });
  });

  it('keeps what was typed when the place has no street, and a country the shop does not ship to is not filled', () => {
    expect(streetAddressOf([c('Paris', ['locality']), c('France', ['country'], 'FR')], 'Eiffel')).toEqual({ address: 'Eiffel', city: 'Paris' });
  });

  it('limits street searches to the form’s country', () => {
    expect(regionCodeOf('Australia')).toBe('au');
    expect(regionCodeOf('United Kingdom')).toBe('gb');
    expect(regionCodeOf('Mars')).toBeUndefined();
  });
});
