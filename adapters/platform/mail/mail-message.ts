import type { MailMessage } from '../../../application/platform/mailer.js';

/** A Message-ID header value (`<id@domain>`) built from a stable id, with the domain of the sender. */
export function messageIdHeader(id: string, from: string): string {
  if (/^<[^<>\s]+@[^<>\s]+>$/.test(id)) return id;
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id.replace(/[^A-Za-z0-9._-]/g, '_')}@${domain}>`;
}

/** The nodemailer message for one of ours. */
export function nodemailerMessage(
  from: string,
  message: MailMessage,
): {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
} {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.messageId !== undefined ? { messageId: messageIdHeader(message.messageId, from) } : {}),
  };
}
