import { createTransport } from 'nodemailer';
import type { MailMessage, Mailer } from '../../../application/platform/mailer.js';
import { nodemailerMessage } from './mail-message.js';

export interface SmtpMailerOptions {
  /**
   * `smtp://user:pass@host:587` (plain, STARTTLS not attempted unless the URL says `?ignoreTLS=false`)
   * or `smtps://user:pass@host:465` (TLS from the start). Query options such as
   * `tls.rejectUnauthorized=false` are passed to nodemailer.
   */
  smtpUrl: string;
  /** Sender, e.g. `Soul Searching <shop@example.com>`. */
  from: string;
}

/** Sends mail over SMTP with nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createTransport>;
  private readonly from: string;

  constructor(options: SmtpMailerOptions) {
    this.from = options.from;
    const secure = /^smtps:/i.test(options.smtpUrl);
    // Keys beside `url` apply only where the URL does not set them.
    this.transport = createTransport(secure ? { url: options.smtpUrl } : { url: options.smtpUrl, ignoreTLS: true });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail(nodemailerMessage(this.from, message));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
