/** Changes to what shoppers see of the catalogue. Subscribers drop or refresh what they show of it. */
export interface CatalogEvents {
  /** The stock of these products changed (an order placed or cancelled, a back-office edit). */
  'stock.changed': { productIds: string[] };
  /** These products were created, edited or deleted (the back office). */
  'product.changed': { productIds: string[] };
  /** A category was created, renamed, shown, hidden or deleted (the back office). */
  'category.changed': { categoryId: string };
  /** A review of this product was published, unpublished or deleted (the back office). */
  'review.changed': { productId: string; reviewId: string };
}

/** The bus channel of each catalogue event. */
export const CATALOG_EVENT_CHANNELS = {
  'stock.changed': 'catalog',
  'product.changed': 'catalog',
  'category.changed': 'catalog',
  'review.changed': 'catalog',
} as const satisfies Record<keyof CatalogEvents, string>;
