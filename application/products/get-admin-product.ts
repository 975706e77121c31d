import { ok, unknownRecord } from '../../domain/result.js';
import type { GetAdminProduct, ProductReader } from './ports.js';

export const UNKNOWN_PRODUCT = 'We could not find that product. It may have been deleted.';

/** One product with its images and sizes, hidden or sold out; an archived one is not found. */
export function makeGetAdminProduct(deps: { reader: Pick<ProductReader, 'findById'> }): GetAdminProduct {
  return async ({ id }) => {
    const product = await deps.reader.findById(id);
    return product ? ok(product) : unknownRecord('unknown_product', UNKNOWN_PRODUCT);
  };
}
