/** Shopper submissions waiting for the shop. */
export interface EngagementEvents {
  /** A review was written; it is published only once an administrator checks it. */
  'review.submitted': { reviewId: string; productId: string };
}

/** The bus channel of each engagement event. */
export const ENGAGEMENT_EVENT_CHANNELS = {
  'review.submitted': 'reviews',
} as const satisfies Record<keyof EngagementEvents, string>;
