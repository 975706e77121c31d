import { DomainError } from './errors.js';
import { assertCents, type Cents } from './money.js';
import { failField, ok, type Result } from './result.js';

/**
 * Stock rules for the cart. Decisions where the spec is silent:
 * - A line may not exceed the variant's stock (variantStockLevel) nor the product's stockLevel;
 *   both caps apply across all lines of the same product / variant in the cart.
 * - Stock levels must be integers; a negative stock level (legacy data) counts as 0.
 * - A product with no variants takes no variant; with exactly one, that one is implied; with more,
 *   a variant must be chosen.
 * - Validation keeps line order, allocates stock to earlier lines first, and reports one warning
 *   per affected product (messages for that product joined by a space).
 */
export interface StockVariant {
  readonly id: string;
  readonly name: string;
  readonly stockLevel: number;
}

export interface StockProduct {
  readonly id: string;
  readonly name: string;
  readonly priceCents: Cents;
  readonly stockLevel: number;
  readonly variants: readonly StockVariant[];
  /** Hidden or deleted products are not sold (default true). */
  readonly isVisible?: boolean;
}

export interface CartLine {
  readonly productId: string;
  readonly variantId: string | null;
  readonly quantity: number;
  /** The price the client last saw, if any; validation reports a change. */
  readonly unitPriceCents?: Cents;
  /** Used in warnings when the product no longer exists. */
  readonly productName?: string;
}

export interface PricedCartLine extends CartLine {
  readonly unitPriceCents: Cents;
}

export interface CartWarning {
  readonly productId: string;
  /** Product name as shown to the shopper. */
  readonly product: string;
  readonly definition: string;
}

export type ProductLookup = ReadonlyMap<string, StockProduct> | ((productId: string) => StockProduct | undefined);

const lookup = (products: ProductLookup, id: string): StockProduct | undefined => (typeof products === 'function' ? products(id) : products.get(id));

export function assertQuantity(quantity: number, field = 'quantity'): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new DomainError('invalid_quantity', `Quantity must be a whole number of at least 1, got ${String(quantity)}.`, field);
  }
  return quantity;
}

function stockOf(level: number, field: string): number {
  if (!Number.isSafeInteger(level)) throw new DomainError('invalid_quantity', `Stock level must be a whole number, got ${String(level)}.`, field);
  return Math.max(0, level);
}

export const stockLevelMessage = (available: number): string => (available <= 0 ? 'Sorry, this item is out of stock.' : `Only ${available} left in stock.`);

export type VariantFailure = 'variant_required' | 'variant_not_found';

/** The variant a line refers to: null for products without variants; the only one when there is one. */
export function resolveVariant(product: StockProduct, variantId: string | null | undefined): Result<StockVariant | null, VariantFailure> {
  const chosen = variantId === undefined || variantId === null || variantId === '' ? null : variantId;
  if (product.variants.length === 0) {
    return chosen === null ? ok(null) : failField('invalid_input', 'variant_not_found', 'variant', 'That size is no longer available.');
  }
  if (chosen === null) {
    const only = product.variants.length === 1 ? product.variants[0] : undefined;
    return only ? ok(only) : failField('invalid_input', 'variant_required', 'variant', 'Please select a size.');
  }
  const v = product.variants.find((x) => x.id === chosen);
  return v ? ok(v) : failField('invalid_input', 'variant_not_found', 'variant', 'That size is no longer available.');
}

const sameItem = (product: StockProduct, line: CartLine, variant: StockVariant | null): boolean => {
  if (line.productId !== product.id) return false;
  const r = resolveVariant(product, line.variantId);
  return r.ok && (r.value?.id ?? null) === (variant?.id ?? null);
};

/** The most of this product/variant a cart may hold (ignores what is already in the cart). */
export function maxOrderable(product: StockProduct, variant: StockVariant | null): number {
  const p = stockOf(product.stockLevel, 'stockLevel');
  return variant ? Math.min(p, stockOf(variant.stockLevel, 'variantStockLevel')) : p;
}

/** How many more of this product/variant can be added to `lines`. */
export function remainingFor(lines: readonly CartLine[], product: StockProduct, variant: StockVariant | null): number {
  const productInCart = lines.filter((l) => l.productId === product.id).reduce((s, l) => s + l.quantity, 0);
  const variantInCart = lines.filter((l) => sameItem(product, l, variant)).reduce((s, l) => s + l.quantity, 0);
  const byProduct = stockOf(product.stockLevel, 'stockLevel') - productInCart;
  const byVariant = variant ? stockOf(variant.stockLevel, 'variantStockLevel') - variantInCart : byProduct;
  return Math.max(0, Math.min(byProduct, byVariant));
}

export type AddToCartFailure = 'product_unavailable' | 'out_of_stock' | 'insufficient_stock' | VariantFailure;

export interface AddToCartOutcome {
  readonly lines: PricedCartLine[];
  readonly addedQuantity: number;
  /** Set when fewer than requested were added (cap mode); suitable for the stockLevel field. */
  readonly message?: string;
}

/**
 * Adds `quantity` of a product/variant to the cart. mode 'refuse' (default) fails when the whole
 * quantity does not fit; 'cap' adds what fits. Failures carry their message under the field
 * 'stockLevel' (out_of_stock) or 'variant' (invalid_input).
 */
export function addToCart(
  lines: readonly PricedCartLine[],
  product: StockProduct,
  variantId: string | null | undefined,
  quantity: number,
  mode: 'refuse' | 'cap' = 'refuse',
): Result<AddToCartOutcome, AddToCartFailure> {
  assertQuantity(quantity);
  assertCents(product.priceCents, 'price');
  if (product.isVisible === false) return failField('out_of_stock', 'product_unavailable', 'stockLevel', 'Sorry, this product is no longer available.');
  const v = resolveVariant(product, variantId);
  if (!v.ok) return v;
  const max = maxOrderable(product, v.value);
  const remaining = remainingFor(lines, product, v.value);
  if (max === 0) return failField('out_of_stock', 'out_of_stock', 'stockLevel', stockLevelMessage(0));
  if (remaining === 0) return failField('out_of_stock', 'out_of_stock', 'stockLevel', `${stockLevelMessage(max)} You already have them all in your cart.`);
  if (quantity > remaining && mode === 'refuse') return failField('out_of_stock', 'insufficient_stock', 'stockLevel', stockLevelMessage(max));
  const added = Math.min(quantity, remaining);
  const variantKey = v.value?.id ?? null;
  let merged = false;
  const next: PricedCartLine[] = lines.map((l) => {
    if (!merged && sameItem(product, l, v.value)) {
      merged = true;
      return { ...l, variantId: variantKey, quantity: l.quantity + added, unitPriceCents: product.priceCents, productName: product.name };
    }
    return l;
  });
  if (!merged) next.push({ productId: product.id, variantId: variantKey, quantity: added, unitPriceCents: product.priceCents, productName: product.name });
  return ok(added < quantity ? { lines: next, addedQuantity: added, message: stockLevelMessage(max) } : { lines: next, addedQuantity: added });
}

export interface CartValidation {
  readonly lines: PricedCartLine[];
  readonly warnings: CartWarning[];
  readonly changed: boolean;
}

/**
 * Checks a cart against current stock, visibility and prices. Lines are reduced or removed,
 * never increased; prices are set to the current price (a change is warned about).
 */
export function validateCart(lines: readonly CartLine[], products: ProductLookup): CartValidation {
  const messages = new Map<string, { product: string; texts: string[] }>();
  const warn = (productId: string, name: string, text: string): void => {
    const entry = messages.get(productId) ?? { product: name, texts: [] };
    if (!entry.texts.includes(text)) entry.texts.push(text);
    messages.set(productId, entry);
  };
  const usedByProduct = new Map<string, number>();
  const usedByVariant = new Map<string, number>();
  const out: PricedCartLine[] = [];
  let changed = false;

  for (const line of lines) {
    assertQuantity(line.quantity);
    const product = lookup(products, line.productId);
    const name = product?.name ?? line.productName ?? 'This product';
    if (!product || product.isVisible === false) {
      warn(line.productId, name, `${name} is no longer available and has been removed from your cart.`);
      changed = true;
      continue;
    }
    assertCents(product.priceCents, 'price');
    const v = resolveVariant(product, line.variantId);
    if (!v.ok) {
      warn(product.id, name, `The selected size of ${name} is no longer available and has been removed from your cart.`);
      changed = true;
      continue;
    }
    const variantKey = `${product.id}\u0000${v.value?.id ?? ''}`;
    const pLeft = stockOf(product.stockLevel, 'stockLevel') - (usedByProduct.get(product.id) ?? 0);
    const vLeft = v.value ? stockOf(v.value.stockLevel, 'variantStockLevel') - (usedByVariant.get(variantKey) ?? 0) : pLeft;
    const allowed = Math.max(0, Math.min(line.quantity, pLeft, vLeft));
    if (allowed === 0) {
      warn(product.id, name, `${name} is out of stock and has been removed from your cart.`);
      changed = true;
      continue;
    }
    if (allowed < line.quantity) {
      warn(product.id, name, `Only ${allowed} of ${name} left in stock; your cart has been updated.`);
      changed = true;
    }
    if (line.unitPriceCents !== undefined && line.unitPriceCents !== product.priceCents) {
      warn(product.id, name, `The price of ${name} has changed.`);
      changed = true;
    }
    usedByProduct.set(product.id, (usedByProduct.get(product.id) ?? 0) + allowed);
    usedByVariant.set(variantKey, (usedByVariant.get(variantKey) ?? 0) + allowed);
    out.push({ ...line, variantId: v.value?.id ?? null, quantity: allowed, unitPriceCents: product.priceCents, productName: product.name });
  }
  const warnings = [...messages.entries()].map(([productId, m]) => ({ productId, product: m.product, definition: m.texts.join(' ') }));
  return { lines: out, warnings, changed };
}

/**
 * Merges a guest cart into the server cart at login: quantities of the same product/variant are
 * summed (server lines first, then new guest lines) and the result is validated against stock.
 */
export function mergeCarts(serverCart: readonly CartLine[], guestCart: readonly CartLine[], products: ProductLookup): CartValidation {
  const keyOf = (l: CartLine): string => {
    const p = lookup(products, l.productId);
    const r = p ? resolveVariant(p, l.variantId) : undefined;
    const variant = r?.ok ? (r.value?.id ?? '') : (l.variantId ?? '');
    return `${l.productId}\u0000${variant}`;
  };
  const merged = new Map<string, CartLine>();
  for (const l of [...serverCart, ...guestCart]) {
    assertQuantity(l.quantity);
    const k = keyOf(l);
    const prev = merged.get(k);
    merged.set(k, prev ? { ...prev, quantity: prev.quantity + l.quantity } : l);
  }
  return validateCart([...merged.values()], products);
}
