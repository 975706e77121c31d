import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeStockistInquiry, STOCKIST_FIELDS, validateStockistInquiry } from './stockist-inquiry.js';

const good = {
  fullName: 'Sam Store',
  email: 'Sam@Store.example',
  message: 'We would love to stock your beanies.',
  abn: '51824753556',
  website: 'store.example',
  instagram: '@sams',
  facebook: 'samsoutdoors',
};

describe('stockist inquiry', () => {
  it('accepts a good inquiry and stores links as https addresses', () => {
    expect(validateStockistInquiry(good)).toEqual({});
    expect(normalizeStockistInquiry(good)).toMatchObject({
      email: 'sam@store.example',
      abn: '51 824 753 556',
      website: 'https://store.example/',
      instagram: 'https://www.instagram.com/sams',
      facebook: 'https://www.facebook.com/samsoutdoors',
    });
  });

  it('answers every bad field at once', () => {
    expect(validateStockistInquiry({})).toEqual({ fullName: 'Full name is required.', email: 'Email is required.', message: 'Message is required.' });
    const errors = validateStockistInquiry({
      fullName: 'Sam\nhttp://evil.example',
      email: 'nope',
      phoneNumber: 'call me',
      businessName: 'Shop\nSECURITY NOTICE',
      abn: '123',
      category: 'Gifts\r\nMore',
      website: 'javascript:alert(1)',
      instagram: 'javascript:alert(1)',
      facebook: 'data:text/html,x',
      message: '',
    });
    expect(Object.keys(errors).sort()).toEqual([...STOCKIST_FIELDS].sort());
    expect(errors.website).toBe('Please enter a web address such as https://yourstore.com.au.');
    expect(errors.fullName).toBe('Full name must be on one line.');
  });

  it('property: a valid inquiry stores only blank or http(s) links, whatever was typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (website, instagram, facebook) => {
        const input = { ...good, website, instagram, facebook };
        if (Object.keys(validateStockistInquiry(input)).length > 0) return;
        const stored = normalizeStockistInquiry(input);
        for (const link of [stored.website, stored.instagram, stored.facebook]) expect(link === '' || /^https?:\/\//.test(link)).toBe(true);
      }),
    );
  });
});
