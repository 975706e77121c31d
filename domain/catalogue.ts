import { DomainError } from './errors.js';
import { toInstant } from './dates.js';

/** Products created within this many calendar months of `now` are labelled 'New Arrival'. */
export const NEW_ARRIVAL_MONTHS = 2;

/** `instant` minus whole calendar months (UTC), the day clamped to the target month's last day. */
export function subtractCalendarMonths(instant: Date | string, months: number): Date {
  const d = toInstant(instant);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
}

/** 'New Arrival' when created at or after now − 2 calendar months (a future date counts as new). */
export function isNewArrival(createdAt: Date | string, now: Date | string): boolean {
  return toInstant(createdAt, 'created_at').getTime() >= subtractCalendarMonths(now, NEW_ARRIVAL_MONTHS).getTime();
}

export const isInStock = (stockLevel: number): boolean => Number.isFinite(stockLevel) && stockLevel > 0;

/** Page metadata availability. */
export const availability = (stockLevel: number): 'in stock' | 'out of stock' => (isInStock(stockLevel) ? 'in stock' : 'out of stock');

const SHOP_TITLES: Readonly<Record<string, string>> = {
  solid: 'Solid',
  overlay: 'Overlay',
  christmas: 'Christmas',
  crescentic: 'Crescentic',
  nailart: 'Nail Art',
  sale: 'Sale Products',
};

/** Shop list title by category; anything else (or none) → 'Products'. */
export function shopTitle(category: string | null | undefined): string {
  return (category && Object.hasOwn(SHOP_TITLES, category) ? SHOP_TITLES[category] : undefined) ?? 'Products';
}

export interface LabelledProduct {
  readonly name: string;
  readonly category?: string | null;
  readonly isBundle?: boolean;
}

export const isNailWrapProduct = (p: LabelledProduct): boolean => p.category === 'nailart' || /nail[\s-]*wraps?/i.test(p.name);

/** Add-to-cart button label: bundles first, then nail wraps, else ADD TO CART. */
export function addToCartLabel(p: LabelledProduct): 'ADD BUNDLE TO CART' | 'SELECT NAIL WRAPS' | 'ADD TO CART' {
  if (p.isBundle === true) return 'ADD BUNDLE TO CART';
  if (isNailWrapProduct(p)) return 'SELECT NAIL WRAPS';
  return 'ADD TO CART';
}

export type CareGuide = 'cap' | 'beanie' | 'tshirt';

/**
 * Care guide by the product URL or name: contains the word 'Cap' → cap, 'Beanie' → beanie,
 * otherwise t-shirt. Matched as whole words, case-insensitively ('Caps', 'trucker-cap' match;
 * 'Capsule' does not).
 */
export function careGuideFor(urlOrName: string): CareGuide {
  if (/(^|[^a-z])caps?([^a-z]|$)/i.test(urlOrName)) return 'cap';
  if (/(^|[^a-z])beanies?([^a-z]|$)/i.test(urlOrName)) return 'beanie';
  return 'tshirt';
}

export interface SizeGuideRow {
  readonly size: 'S' | 'M' | 'L' | 'XL';
  readonly chestCm: number;
  readonly lengthCm: number;
}

export const SIZE_GUIDE_CM: readonly SizeGuideRow[] = [
  { size: 'S', chestCm: 50, lengthCm: 70 },
  { size: 'M', chestCm: 53, lengthCm: 72 },
  { size: 'L', chestCm: 56, lengthCm: 74 },
  { size: 'XL', chestCm: 60, lengthCm: 76 },
];

export const RATING_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  5: 'Love it!',
  4: 'Like it',
  3: "It's ok",
  2: "Didn't like it",
  1: 'Not my thing',
};

/** Shop sort keys; 'bestselling' is the default (Best selling). */
export const SHOP_SORT_KEYS = ['bestselling', 'pricelow', 'pricehigh', 'created_ascending', 'created_descending'] as const;
export type ShopSort = (typeof SHOP_SORT_KEYS)[number];
export const DEFAULT_SHOP_SORT: ShopSort = 'bestselling';

export const SHOP_SORT_LABELS: Readonly<Record<ShopSort, string>> = {
  bestselling: 'Best selling',
  pricelow: 'Price(low to high)',
  pricehigh: 'Price(high to low)',
  created_ascending: 'Date(old to new)',
  created_descending: 'Date(new to old)',
};

/** A product's place in the best-selling order: its id, units sold, and creation time in microseconds since 1970. */
export interface BestSellingKey {
  id: string;
  sold: number;
  createdUs: number;
}

/**
 * The best-selling order: more units sold first, then the newer, then by id (lower-case UUID text,
 * which orders as Postgres orders the UUIDs). Negative when `a` comes first.
 */
export function compareBestSelling(a: BestSellingKey, b: BestSellingKey): number {
  return b.sold - a.sold || b.createdUs - a.createdUs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Parses the orderby parameter: blank → 'bestselling'; unknown → DomainError('invalid_sort'). */
export function parseShopSort(value: string | null | undefined): ShopSort {
  if (value === undefined || value === null || value.trim() === '') return DEFAULT_SHOP_SORT;
  const v = value.trim();
  if ((SHOP_SORT_KEYS as readonly string[]).includes(v)) return v as ShopSort;
  throw new DomainError('invalid_sort', `Unknown sort order ${value}.`, 'orderby');
}

/** '/shop/{product-name-with-dashes}/{productId}'; whitespace runs become one dash, segments URL-encoded. */
export function productPath(name: string, productId: string): string {
  const slug = name.trim().replace(/\s+/g, '-');
  if (slug === '' || productId.trim() === '') throw new DomainError('invalid_argument', 'A product path needs a name and an id.');
  return `/shop/${encodeURIComponent(slug)}/${encodeURIComponent(productId.trim())}`;
}
