import type { StockProduct } from '../../domain/stock.js';

/** Current price, stock and variants of products, as the cart and checkout rules need them. */
export interface ProductStockReader {
  /** The products with these ids that exist (hidden or deleted ones come back with `isVisible: false`). */
  findForCart(productIds: readonly string[]): Promise<StockProduct[]>;
}
