import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditDiff, sameAuditValue, type AuditSnapshot, type AuditValue } from './audit.js';

const value: fc.Arbitrary<AuditValue> = fc.letrec<{ value: AuditValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const snapshot: fc.Arbitrary<AuditSnapshot> = fc.dictionary(fc.constantFrom('name', 'isVisible', 'price', 'variants', 'code'), value, { maxKeys: 5 });

describe('what a change did (audit diff)', () => {
  it('keeps only the fields that changed, before and after', () => {
    expect(auditDiff({ name: 'Tops', isVisible: true }, { name: 'Tops', isVisible: false })).toEqual({ before: { isVisible: true }, after: { isVisible: false } });
    expect(auditDiff({ price: 12.5, variants: [{ name: 'S', stock: 2 }] }, { price: 12.5, variants: [{ name: 'S', stock: 3 }] })).toEqual({
      before: { variants: [{ name: 'S', stock: 2 }] },
      after: { variants: [{ name: 'S', stock: 3 }] },
    });
  });

  it('records every field of a record created or deleted', () => {
    expect(auditDiff(null, { name: 'Tops', isVisible: true })).toEqual({ before: null, after: { name: 'Tops', isVisible: true } });
    expect(auditDiff({ name: 'Tops', isVisible: true }, null)).toEqual({ before: { name: 'Tops', isVisible: true }, after: null });
  });

  it('is null when nothing changed (a field missing counts as null; key order does not matter)', () => {
    expect(auditDiff({ name: 'Tops' }, { name: 'Tops' })).toBeNull();
    expect(auditDiff({ a: null }, {})).toBeNull();
    expect(auditDiff({ v: { x: 1, y: 2 } }, { v: { y: 2, x: 1 } })).toBeNull();
    expect(auditDiff(null, null)).toBeNull();
    expect(auditDiff({}, { a: 1 })).toEqual({ before: { a: null }, after: { a: 1 } });
  });

  it('property: a record compared with itself shows no change', () => {
    fc.assert(fc.property(snapshot, (s) => auditDiff(s, s) === null));
  });

  it('property: the after values applied to the old record give the new one, and only changed fields are named', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (a, b) => {
        const diff = auditDiff(a, b);
        const patched = { ...a, ...(diff?.after ?? {}) };
        expect(sameAuditValue(patched, { ...Object.fromEntries(Object.keys(a).map((k) => [k, null])), ...b })).toBe(true);
        for (const key of Object.keys(diff?.after ?? {})) expect(sameAuditValue(a[key], b[key])).toBe(false);
        expect(Object.keys(diff?.before ?? {}).sort()).toEqual(Object.keys(diff?.after ?? {}).sort());
      }),
    );
  });
});

describe('deep equality of JSON values', () => {
  it('property: is reflexive and symmetric', () => {
    fc.assert(fc.property(value, value, (a, b) => sameAuditValue(a, a) && sameAuditValue(a, b) === sameAuditValue(b, a)));
  });
  it('tells arrays from objects and lengths apart', () => {
    expect(sameAuditValue([1, 2], [1, 2])).toBe(true);
    expect(sameAuditValue([1, 2], [1])).toBe(false);
    expect(sameAuditValue([], {})).toBe(false);
    expect(sameAuditValue('1', 1)).toBe(false);
  });
});
