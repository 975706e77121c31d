import type { CatalogImage, CatalogProduct, CatalogVariant } from '../../../application/catalog/ports.js';
import { dollarsToCents } from '../../../domain/money.js';
import type { Product } from '../../http/contract/catalog.js';

/**
 * A product as the listing memo keeps it (ADR 093): only its JSON as a list shows it (the `Product`
 * view of catalog-views.ts, written once), the bytes that text takes and their hash. One flat string
 * instead of a product object with its images, sizes, ids and dates: about a third of the memory, and
 * nothing for the garbage collector to walk. A list page joins the texts (catalog-answers.ts), a page
 * that shows the product parses its text (`productView`); the fields below read it back for any other
 * use (they parse the text on each read).
 */
export class KeptProduct implements CatalogProduct {
  constructor(
    readonly id: string,
    /** `JSON.stringify` of the product's list view. */
    readonly listed: string,
    /** The UTF-8 bytes `listed` takes. */
    readonly listedBytes: number,
    /** FNV-1a of those bytes (answer-cache.ts `hashBytes`). */
    readonly listedHash: number,
  ) {}

  /** The product's list view, parsed afresh (the caller may change it). */
  view(): Product {
    return JSON.parse(this.listed) as Product;
  }

  private get product(): CatalogProduct {
    return productFromView(this.view());
  }

  get name(): string {
    return this.product.name;
  }
  get description(): string {
    return this.product.description;
  }
  get priceCents(): number {
    return this.product.priceCents;
  }
  get originalPriceCents(): number | null {
    return this.product.originalPriceCents;
  }
  get category(): string {
    return this.product.category;
  }
  get stockLevel(): number {
    return this.product.stockLevel;
  }
  get isBundle(): boolean {
    return this.product.isBundle;
  }
  get createdAt(): Date {
    return this.product.createdAt;
  }
  get images(): CatalogImage[] {
    return this.product.images;
  }
  get variants(): CatalogVariant[] {
    return this.product.variants;
  }
  get rating(): number {
    return this.product.rating;
  }
  get reviewCount(): number {
    return this.product.reviewCount;
  }
}

/** The product a list view was written from (the inverse of `productView` without reviews). */
export function productFromView(v: Product): CatalogProduct {
  return {
    id: v._id,
    name: v.name,
    description: v.description,
    priceCents: dollarsToCents(v.price),
    originalPriceCents: v.originalPrice === null ? null : dollarsToCents(v.originalPrice),
    category: v.category,
    stockLevel: v.stockLevel,
    isBundle: v.isBundle,
    createdAt: new Date(v.created_at),
    images: v.imageList.map((i) => ({ id: i._id, url: i.imageUrl })),
    variants: v.variants.map((x) => ({ id: x._id, name: x.variantName, stockLevel: x.variantStockLevel })),
    rating: v.rating,
    reviewCount: v.reviewCount,
  };
}
