import { SMTPServer } from 'smtp-server';
import { freePort } from './global-setup.js';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpReceiver {
  url: string;
  mails: ReceivedMail[];
  /** Waits for a mail to `to` whose text matches `pattern` and returns the first match. */
  waitFor(to: string, pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, pattern, timeoutMs = 20_000) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        for (const mail of [...mails].reverse()) {
          const m = mail.to.includes(to.toLowerCase()) ? mail.text.match(pattern) : null;
          if (m) return m;
        }
        if (performance.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
