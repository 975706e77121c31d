import { ACCOUNT_EVENT_CHANNELS, type AccountEvents } from '../accounts/events.js';
import { CATALOG_EVENT_CHANNELS, type CatalogEvents } from '../catalog/events.js';
import { ENGAGEMENT_EVENT_CHANNELS, type EngagementEvents } from '../engagement/events.js';
import { ORDER_EVENT_CHANNELS, type OrderEvents } from '../orders/events.js';

/** Every event of the shop, by type, with its data. Each module declares its own in its `events.ts`. */
export interface ShopEventMap extends CatalogEvents, OrderEvents, AccountEvents, EngagementEvents {}

export type ShopEventType = keyof ShopEventMap;

/** One event: its type and its data, as written to the outbox and delivered to subscribers. */
export type ShopEvent<K extends ShopEventType = ShopEventType> = { [P in K]: { readonly type: P; readonly data: ShopEventMap[P] } }[K];

/** Where each event is published: subscribers listen on a channel and get every event of it. */
export const EVENT_CHANNELS: { readonly [K in ShopEventType]: string } = {
  ...CATALOG_EVENT_CHANNELS,
  ...ORDER_EVENT_CHANNELS,
  ...ACCOUNT_EVENT_CHANNELS,
  ...ENGAGEMENT_EVENT_CHANNELS,
};

export type EventChannel = (typeof EVENT_CHANNELS)[ShopEventType];

export const isShopEventType = (type: unknown): type is ShopEventType => typeof type === 'string' && Object.hasOwn(EVENT_CHANNELS, type);
