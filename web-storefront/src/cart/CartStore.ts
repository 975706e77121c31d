import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../../../web-shared/session/storage';
import { cartTotalCents, dollarsToCents } from '../../../domain/money.js';

/** The product fields the cart shows. Prices are in dollars (HTTP contract). */
export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  originalPrice?: number;
  imageList?: { _id: string; imageUrl: string }[];
  stockLevel?: number;
  category?: string;
}

/** One cart line: a product, the chosen variant id and a quantity. */
export interface CartLine {
  product: CartProduct;
  variant: string;
  quantity: number;
}

export const CART_KEY = 'cart';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  const product = line.product as Record<string, unknown> | null | undefined;
  return (
    typeof product === 'object' &&
    product !== null &&
    typeof product._id === 'string' &&
    typeof product.price === 'number' &&
    typeof line.variant === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

/** Reads a stored cart, dropping anything malformed. */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

/**
 * The shopper's cart. Guests keep it in storage key `cart`; for signed-in customers the server
 * holds it and `setLines` replaces the local copy with the server's answer.
 */
export class CartStore {
  lines: CartLine[] = [];
  readonly #storage: KeyValueStorage;
  readonly #isGuest: () => boolean;

  constructor(storage: KeyValueStorage, isGuest: () => boolean) {
    this.#storage = storage;
    this.#isGuest = isGuest;
    makeAutoObservable(this, {}, { autoBind: true });
    this.lines = parseStoredCart(storage.getItem(CART_KEY));
  }

  /** Total quantity, shown on the cart badge. */
  get itemCount(): number {
    return this.lines.reduce((sum, line) => sum + line.quantity, 0);
  }

  get isEmpty(): boolean {
    return this.lines.length === 0;
  }

  /** Sum of quantity × price in cents, by the domain's rule (display only; the server decides). */
  get subtotalCents(): number {
    return cartTotalCents(this.lines.map((line) => ({ unitPriceCents: dollarsToCents(line.product.price), quantity: line.quantity })));
  }

  setLines(lines: CartLine[]): void {
    this.lines = lines.filter(isCartLine);
    this.#persist();
  }

  /** Adds a quantity of a product variant, merging with an existing line. */
  addLine(product: CartProduct, variant: string, quantity = 1): void {
    if (!Number.isInteger(quantity) || quantity <= 0) return;
    const existing = this.lines.find((line) => line.product._id === product._id && line.variant === variant);
    if (existing) existing.quantity += quantity;
    else this.lines.push({ product, variant, quantity });
    this.#persist();
  }

  removeLine(productId: string, variant: string): void {
    this.lines = this.lines.filter((line) => !(line.product._id === productId && line.variant === variant));
    this.#persist();
  }

  clear(): void {
    this.lines = [];
    this.#persist();
  }

  #persist(): void {
    if (!this.#isGuest()) return;
    if (this.lines.length === 0) this.#storage.removeItem(CART_KEY);
    else this.#storage.setItem(CART_KEY, JSON.stringify(this.lines));
  }
}
