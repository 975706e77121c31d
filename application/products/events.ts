import type { CatalogEvents } from '../catalog/events.js';

// The products module announces its changes with the catalogue's events (declared, with their bus
// channel `catalog`, in application/catalog/events.ts), which the storefront's answer cache drops
// its answers on: `product.changed` for every create, edit, image, variant and delete, and
// `stock.changed` beside it when stock levels changed.

/** The data of `product.changed`: the products created, edited or deleted. */
export type ProductChanged = CatalogEvents['product.changed'];

/** The events a products use case writes to the outbox. */
export const PRODUCT_EVENT_TYPES = ['product.changed', 'stock.changed'] as const satisfies readonly (keyof CatalogEvents)[];
