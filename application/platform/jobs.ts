import type { ConversionEvent } from './analytics.js';
import type { MailMessage } from './mailer.js';

/** Every background job written to the outbox, by name, with its payload. */
export interface ShopJobMap {
  'send-mail': Omit<MailMessage, 'messageId'>;
  /** A conversion that must be recorded once the change behind it committed (a purchase). */
  'track-conversion': ConversionEvent;
}

export type ShopJobName = keyof ShopJobMap;
