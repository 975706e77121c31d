import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from '../../../application/platform/mailer.js';
import { nodemailerMessage } from './mail-message.js';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface FileMailerOptions {
  /** Directory the `.eml` files go to (created when missing), e.g. `.data/mail`. */
  directory: string;
  /** Sender, e.g. `Soul Searching <shop@example.com>`. */
  from: string;
  logger: Log;
  /** Current time, for file names (default `Date.now`). */
  now?: () => number;
}

/** Writes each mail as an RFC 822 `.eml` file (openable in any mail client) and logs one line. */
export class FileMailer implements Mailer {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  private readonly now: () => number;

  constructor(private readonly options: FileMailerOptions) {
    this.now = options.now ?? Date.now;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(nodemailerMessage(this.options.from, message));
    const raw = info.message;
    if (!Buffer.isBuffer(raw)) throw new Error('nodemailer did not build the message as a buffer');
    const time = new Date(this.now()).toISOString().replace(/:/g, '-');
    const id = (message.messageId ?? randomUUID()).replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);
    await mkdir(this.options.directory, { recursive: true });
    const file = join(this.options.directory, `${time}-${id}.eml`);
    await writeFile(file, raw);
    this.options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to file');
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
