import type { ProductDraft, VariantDraft } from '../../domain/product.js';
import type { Result } from '../../domain/result.js';
import type { Actor, AuditStores } from '../audit/ports.js';

// The back office's products. Shoppers' reads of products are the catalog module's; this module owns
// the writes (create, edit, images, variants, delete or archive) and announces each as the catalogue
// event `product.changed` (application/catalog/events.ts), written with the change, so the
// storefront's cached answers drop at once.

export interface ProductImageRecord {
  id: string;
  /** The 640 px WebP (`/media/products/<product>/<image>-640.webp`); the 320 and 960 px ones sit beside it. */
  url: string;
}

export interface ProductVariantRecord {
  id: string;
  name: string;
  stockLevel: number;
}

/** A product as the back office keeps it. Money in cents. */
export interface ProductRecord {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  /** The price before the sale; null when the product is not on sale. */
  originalPriceCents: number | null;
  /** By name, as categories are. */
  category: string;
  /** The sum of the variants' stock when it has variants; its own otherwise. */
  stockLevel: number;
  soldCount: number;
  isVisible: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** In display order; the first is the product's picture in lists. */
  images: ProductImageRecord[];
  /** Sizes in display order (empty: the product has no sizes). */
  variants: ProductVariantRecord[];
}

/** The eight orders of the back office's list (admin-api.md); `newest` is the default. */
export const ADMIN_PRODUCT_SORTS = ['pricelow', 'pricehigh', 'stockHigh', 'stockLow', 'newest', 'oldest', 'popularDesc', 'popularAsc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export interface AdminProductQuery {
  sort: AdminProductSort;
  /** Free text over name and description (accent- and case-insensitive), or null. */
  search: string | null;
  offset: number;
  limit: number;
}

/** A row of the back office's list: the product with its first image only and without variants. */
export type AdminProductRow = Omit<ProductRecord, 'images' | 'variants' | 'description'> & { image: ProductImageRecord | null };

/** The fields an edit may change (each left out stays as it is). */
export type ProductChanges = Partial<Pick<ProductRecord, 'name' | 'description' | 'priceCents' | 'originalPriceCents' | 'category' | 'stockLevel' | 'isVisible'>>;

/** Reads for the back office (pool-bound; archived products are not listed nor found). */
export interface ProductReader {
  list(query: AdminProductQuery): Promise<{ rows: AdminProductRow[]; count: number }>;
  findById(id: string): Promise<ProductRecord | undefined>;
  /** Names a product may be filed under: the fixed ones (tops, bottoms, headwear, sale) and every category. */
  categoryNames(): Promise<string[]>;
  /** Which of these image URLs order lines show (their files must stay). */
  imagesInOrders(urls: readonly string[]): Promise<string[]>;
}

/** Writes, bound to a unit of work. */
export interface ProductRepository {
  /** The product (not archived) with its images and variants, its row locked until the transaction ends. */
  findByIdForUpdate(id: string): Promise<ProductRecord | undefined>;
  /** Inserts the product with its images and variants. */
  insert(product: ProductRecord): Promise<void>;
  /** Changes the given fields and `updated_at`. */
  update(id: string, changes: ProductChanges, at: Date): Promise<void>;
  /** Makes `variants` the product's sizes, in this order (ids kept for variants that stay, so carts keep pointing at them). */
  replaceVariants(productId: string, variants: readonly ProductVariantRecord[]): Promise<void>;
  /** Makes `images` the product's images, in this order. */
  replaceImages(productId: string, images: readonly ProductImageRecord[]): Promise<void>;
  /** Whether any order has a line of this product. */
  hasOrders(productId: string): Promise<boolean>;
  /** Takes it out of the shop and the back office's list; orders keep their lines of it. */
  archive(productId: string, at: Date): Promise<void>;
  /** Deletes it with its images, variants and reviews. */
  erase(productId: string): Promise<void>;
}

/** What a products unit of work binds: the products and the audit log. */
export interface ProductStores extends AuditStores {
  products: ProductRepository;
}

/** The audited fields of a product, in the API's units (dollars). */
export const productSnapshot = (p: Pick<ProductRecord, 'name' | 'description' | 'priceCents' | 'originalPriceCents' | 'category' | 'stockLevel' | 'isVisible' | 'images' | 'variants'>) => ({
  name: p.name,
  description: p.description,
  price: p.priceCents / 100,
  originalPrice: p.originalPriceCents === null ? null : p.originalPriceCents / 100,
  category: p.category,
  stockLevel: p.stockLevel,
  isVisible: p.isVisible,
  images: p.images.map((i) => i.url),
  variants: p.variants.map((v) => `${v.name}: ${v.stockLevel}`),
});

/** An uploaded file as the route read it (never trusted: its content decides what it is). */
export interface UploadedImage {
  bytes: Uint8Array;
  /** The client's file name, only for messages. */
  originalName: string;
}

/** The product form as sent, and whether it is shown in the shop. */
export interface ProductInput extends ProductDraft {
  isVisible: boolean;
}

export type ProductFailure = 'invalid_product' | 'invalid_image';
export type UnknownProduct = 'unknown_product';

export type ListAdminProducts = (query: { page: number; sort: AdminProductSort; search: string | null }) => Promise<Result<{ rows: AdminProductRow[]; count: number }>>;
export type GetAdminProduct = (input: { id: string }) => Promise<Result<ProductRecord, UnknownProduct>>;
export type CreateProduct = (input: { actor: Actor; product: ProductInput; images: UploadedImage[] }) => Promise<Result<ProductRecord, ProductFailure>>;
export type UpdateProduct = (input: {
  actor: Actor;
  id: string;
  /** Only the fields sent. */
  product: Partial<ProductInput>;
  /** The ids of the images kept, in order (undefined: all kept). */
  keptImageIds: string[] | undefined;
  images: UploadedImage[];
}) => Promise<Result<ProductRecord, ProductFailure | UnknownProduct | 'no_image_left'>>;
export type DeleteProduct = (input: { actor: Actor; id: string }) => Promise<Result<{ success: true; archived: boolean }, UnknownProduct>>;
export type DeleteProductImage = (input: { actor: Actor; id: string; imageId: string }) => Promise<Result<ProductRecord, UnknownProduct | 'unknown_image' | 'last_image'>>;
export type RemoveVariant = (input: { actor: Actor; id: string; variants: VariantDraft[] }) => Promise<Result<ProductRecord, UnknownProduct | 'invalid_product'>>;
