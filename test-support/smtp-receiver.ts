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
  /**
   * From now on, reads each message but withholds the reply that accepts it (the sender waits, as on a
   * slow server); a message whose sender disconnects meanwhile was never accepted and is not kept.
   */
  hold(): void;
  /** Accepts the withheld messages still connected and every message from now on. */
  release(): void;
  /** How many messages wait for their reply now. */
  held(): number;
  /** From now on, answers every MAIL FROM with 451 (try again later), as a mail server that is down or overloaded; `false` accepts again. */
  refuse(on: boolean): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let holding = false;
  let refusing = false;
  let refusedCount = 0;
  const withheld = new Map<string, { mail: ReceivedMail; accept: () => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      refusedCount++;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) };
        const accept = () => {
          mails.push(mail);
          callback();
        };
        if (holding) withheld.set(session.id, { mail, accept });
        else accept();
      });
    },
    onClose(session) {
      withheld.delete(session.id); // the sender left before its message was accepted
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
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const { accept } of withheld.values()) accept();
      withheld.clear();
    },
    held: () => withheld.size,
    refuse: (on) => void (refusing = on),
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
