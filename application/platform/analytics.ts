/** Conversion events of the shop (a later issue records them; for now each is one log line). */
export type ConversionEventName = 'AddToCart' | 'InitiateCheckout' | 'AddPaymentInfo' | 'Purchase';

export interface ConversionEvent {
  name: ConversionEventName;
  /** Registered user id or guest id, when known. */
  userId?: string | null;
  /** Value of the event in cents (the order total for Purchase). */
  valueCents?: number;
  currency?: 'aud';
  orderid?: string;
  productIds?: string[];
}

export interface Analytics {
  track(event: ConversionEvent): Promise<void>;
}
