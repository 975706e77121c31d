import type { OutboxMessage } from '../platform/outbox.js';

/** An outbox message that sends one mail. */
export const mailMessage = (to: string, subject: string, text: string): OutboxMessage => ({ topic: 'job:send-mail', payload: { to, subject, text } });
