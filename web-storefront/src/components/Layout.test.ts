import { describe, expect, it } from 'vitest';
import { cartButtonLabel } from './Header';
import { hidesHeader, showsCopyrightOnly } from './Layout';

describe('layout rules', () => {
  it('hides the header on /checkout and /login only', () => {
    expect(hidesHeader('/checkout')).toBe(true);
    expect(hidesHeader('/login')).toBe(true);
    expect(hidesHeader('/reset-password')).toBe(true);
    expect(hidesHeader('/')).toBe(false);
    expect(hidesHeader('/cart')).toBe(false);
    expect(hidesHeader('/loginx')).toBe(false);
  });

  it('shows only the copyright line on help-centre paths', () => {
    expect(showsCopyrightOnly('/help-centre')).toBe(true);
    expect(showsCopyrightOnly('/help-centre/anything')).toBe(true);
    expect(showsCopyrightOnly('/faqs')).toBe(false);
  });

  it('names the cart button with its count', () => {
    expect(cartButtonLabel(0)).toBe('Cart, 0 items');
    expect(cartButtonLabel(1)).toBe('Cart, 1 item');
    expect(cartButtonLabel(2)).toBe('Cart, 2 items');
  });
});
