import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecordId, toRecordId } from './record-id.js';

describe('record ids', () => {
  it('accepts UUIDs in either case and nothing else', () => {
    expect(isRecordId('7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11')).toBe(true);
    expect(toRecordId('7D4F0A4E-3C1F-4A57-9A1C-2F0F7F4B1E11')).toBe('7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11');
    for (const bad of [
      "' OR 1=1--",
      '',
      '-',
      '7d4f0a4e3c1f4a579a1c2f0f7f4b1e11',
      '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e1',
      ' 7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11',
      '64b7f0c2e4b0a1a2b3c4d5e6',
      null,
      undefined,
      42,
      { _id: 'x' },
    ]) {
      expect(isRecordId(bad)).toBe(false);
      expect(toRecordId(bad)).toBeNull();
    }
  });

  it('property: every UUID is a record id, in any letter case', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (id, upper) => {
        const given = upper ? id.toUpperCase() : id;
        expect(isRecordId(given)).toBe(true);
        expect(toRecordId(given)).toBe(id.toLowerCase());
      }),
    );
  });

  it('property: a string with anything but hex digits and dashes in the UUID layout is not a record id', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 35 }), fc.constantFrom("'", ' ', 'g', 'z', ';', '"', '\n', '%'), (id, at, ch) => {
        expect(isRecordId(id.slice(0, at) + ch + id.slice(at + 1))).toBe(false);
      }),
    );
  });
});
