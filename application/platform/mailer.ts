export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable id of the message (e.g. the outbox id), used to make re-delivery harmless. */
  messageId?: string;
}

/** Sends e-mail: SMTP when configured, otherwise `.eml` files on disk. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
