import { DomainError } from './errors.js';
import { parseDollars } from './money.js';
import { invalid, ok, type FieldErrors, type Result } from './result.js';

/**
 * A product's fields as the back office's form sends them, and the rules they must keep. Prices are
 * typed in dollars ("49.90"); the product keeps cents. A product either has sizes (its stock is
 * their sum) or none (then its own stock level is required).
 */

/** Categories a product may always be filed under (admin.md §5), besides every category that exists. */
export const FIXED_PRODUCT_CATEGORIES = ['tops', 'bottoms', 'headwear', 'sale'] as const;

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const VARIANT_NAME_MAX = 40;
export const PRODUCT_VARIANTS_MAX = 30;
export const PRODUCT_IMAGES_MAX = 8;
export const STOCK_MAX = 1_000_000;
/** $100,000: more is a typo. */
export const PRICE_MAX_CENTS = 10_000_000;

/** A size as the form sends it; `id` names one that exists. */
export interface VariantDraft {
  id?: string | undefined;
  name: string;
  stockLevel: string | number;
}

/** The form's fields as sent (text as typed). */
export interface ProductDraft {
  name: string;
  description: string;
  price: string;
  /** Empty: not on sale. */
  originalPrice: string;
  category: string;
  /** Used only when there are no variants. */
  stockLevel: string;
  variants: readonly VariantDraft[];
}

export interface ProductFields {
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  category: string;
  stockLevel: number;
  variants: { id?: string | undefined; name: string; stockLevel: number }[];
}

const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');

function cents(text: string): number | null {
  try {
    const c = parseDollars(text);
    return c <= PRICE_MAX_CENTS ? c : null;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

function stock(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= STOCK_MAX ? n : null;
}

/** The sum of the sizes' stock: the stock of a product with sizes. */
export const variantStockTotal = (variants: readonly { stockLevel: number }[]): number => variants.reduce((sum, v) => sum + v.stockLevel, 0);

/**
 * Checks and tidies the form. Every bad field gets a sentence under its name (name, description,
 * price, originalPrice, category, stockLevel, variants, variantStockLevel); `categories` are the
 * names the product may be filed under.
 */
export function parseProductDraft(d: ProductDraft, categories: readonly string[]): Result<ProductFields, 'invalid_product'> {
  const errors: FieldErrors = {};
  const name = tidy(d.name);
  if (name === '') errors.name = 'Please enter the product name.';
  else if ([...name].length > PRODUCT_NAME_MAX) errors.name = `A product name has at most ${PRODUCT_NAME_MAX} characters.`;

  const description = d.description.trim();
  if (description === '') errors.description = 'Please enter a description.';
  else if ([...description].length > PRODUCT_DESCRIPTION_MAX) errors.description = `A description has at most ${PRODUCT_DESCRIPTION_MAX} characters.`;

  const priceCents = cents(d.price);
  if (d.price.trim() === '') errors.price = 'Please enter the price.';
  else if (priceCents === null) errors.price = 'Enter the price in dollars, at least 0 and with at most 2 decimals (e.g. 49.90).';

  let originalPriceCents: number | null = null;
  if (d.originalPrice.trim() !== '') {
    originalPriceCents = cents(d.originalPrice);
    if (originalPriceCents === null) errors.originalPrice = 'Enter the original price in dollars, with at most 2 decimals, or leave it empty.';
    else if (priceCents !== null && originalPriceCents <= priceCents) errors.originalPrice = 'The original price must be more than the price, or left empty when the product is not on sale.';
  }

  const category = d.category.trim();
  if (category === '') errors.category = 'Please choose a category.';
  else if (!categories.includes(category)) errors.category = `There is no category named ${category}. Choose one of the list.`;

  const variants: ProductFields['variants'] = [];
  const seen = new Set<string>();
  if (d.variants.length > PRODUCT_VARIANTS_MAX) errors.variants = `A product has at most ${PRODUCT_VARIANTS_MAX} sizes.`;
  for (const v of d.variants) {
    const variantName = tidy(v.name);
    const level = stock(v.stockLevel);
    if (variantName === '') errors.variants ??= 'Every size needs a name.';
    else if ([...variantName].length > VARIANT_NAME_MAX) errors.variants ??= `A size name has at most ${VARIANT_NAME_MAX} characters.`;
    else if (seen.has(variantName.toLowerCase())) errors.variants ??= `The size ${variantName} is listed twice.`;
    seen.add(variantName.toLowerCase());
    if (level === null) errors.variantStockLevel ??= `The stock of every size is a whole number from 0 to ${STOCK_MAX.toLocaleString('en-AU')}.`;
    variants.push({ ...(v.id ? { id: v.id } : {}), name: variantName, stockLevel: level ?? 0 });
  }

  let stockLevel = variantStockTotal(variants);
  if (variants.length === 0) {
    const own = stock(d.stockLevel);
    if (own === null) errors.stockLevel = `Enter the stock level, a whole number from 0 to ${STOCK_MAX.toLocaleString('en-AU')}, or add sizes.`;
    stockLevel = own ?? 0;
  }

  if (Object.keys(errors).length > 0) return invalid(errors, 'invalid_product');
  return ok({ name, description, priceCents: priceCents ?? 0, originalPriceCents, category, stockLevel, variants });
}

/** The admin product route's `{title}`: the name with spaces as dashes, as in the storefront. */
export const productTitleSegment = (name: string): string => name.trim().replace(/\s+/g, '-');

/** The WebP widths the storefront draws a product image at; the product keeps the 640 px one's URL. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;
export const PRODUCT_IMAGE_DEFAULT_WIDTH = 640;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The media key of a product image at one width: a name the server makes, never the uploader's. */
export const productImageKey = (productId: string, imageId: string, width: number): string => `products/${productId}/${imageId}-${width}.webp`;

/** The media keys of every width of an image stored at `url` (`/media/products/…-640.webp`); none for a URL of another form. */
export function productImageKeys(url: string): string[] {
  const m = /^\/media\/(products\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+)-640\.webp$/.exec(url);
  return m ? PRODUCT_IMAGE_WIDTHS.map((w) => `${m[1]}-${w}.webp`) : [];
}
