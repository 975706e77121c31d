import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayUseCartOf, type CartOwnerKind } from './cart-owner.js';

describe('mayUseCartOf', () => {
  it('lets anyone holding a guest id use that cart, and only the signed-in owner a registered user’s', () => {
    expect(mayUseCartOf('guest', 'g1', null)).toBe(true);
    expect(mayUseCartOf('none', 'x', null)).toBe(true);
    expect(mayUseCartOf('registered', 'u1', null)).toBe(false);
    expect(mayUseCartOf('registered', 'u1', 'u2')).toBe(false);
    expect(mayUseCartOf('registered', 'u1', 'u1')).toBe(true);
  });

  it('property: a registered user’s cart is reachable by that user alone', () => {
    const kind = fc.constantFrom<CartOwnerKind>('registered', 'guest', 'none');
    fc.assert(
      fc.property(kind, fc.uuid(), fc.option(fc.uuid(), { nil: null }), (k, owner, caller) => {
        expect(mayUseCartOf(k, owner, caller)).toBe(k !== 'registered' || caller === owner);
      }),
    );
  });
});
