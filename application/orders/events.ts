/** What happens to orders: the back office's lists, dashboard and realtime figures follow these. */
export interface OrderEvents {
  'order.placed': { orderId: string; orderid: string; userId: string | null; totalCents: number; createdAt: string; productIds: string[] };
  'order.cancelled': { orderId: string; orderid: string; totalCents: number; createdAt: string };
  /** Status, tracking number or shipping date changed (the back office). */
  'order.updated': { orderId: string; orderid: string; orderStatus: string };
}

/** The bus channel of each order event. */
export const ORDER_EVENT_CHANNELS = {
  'order.placed': 'orders',
  'order.cancelled': 'orders',
  'order.updated': 'orders',
} as const satisfies Record<keyof OrderEvents, string>;
