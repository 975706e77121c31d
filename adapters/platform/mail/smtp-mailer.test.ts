import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer.js';

interface Received {
  raw: string;
  from: string;
  to: string[];
  secure: boolean;
}

/** A real SMTP receiver on a free local port. */
async function startReceiver(options: Partial<SMTPServerOptions> = {}): Promise<{ port: number; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SmtpMailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('delivers subject, recipient, sender, body and Message-ID to a real SMTP server', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.stop);
    const mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, from: 'Soul Searching <shop@soul.example>' });
    cleanups.push(() => mailer.close());
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Your order 1042 is confirmed',
      text: 'Thank you for your order. Total: $120.00 (GST included $10.91)',
      html: '<p>Thank you for your order.</p>',
      messageId: 'outbox-7f3a',
    });
    expect(receiver.received).toHaveLength(1);
    const mail = receiver.received[0];
    expect(mail?.to).toEqual(['ann@example.com']);
    expect(mail?.from).toBe('shop@soul.example');
    expect(mail?.secure).toBe(false);
    expect(mail?.raw).toMatch(/^Subject: Your order 1042 is confirmed\r?$/m);
    expect(mail?.raw).toMatch(/^To: ann@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^From: Soul Searching <shop@soul\.example>\r?$/m);
    expect(mail?.raw).toMatch(/^Message-ID: <outbox-7f3a@soul\.example>\r?$/m);
    expect(mail?.raw).toContain('Thank you for your order. Total: $120.00 (GST included $10.91)');
    expect(mail?.raw).toContain('<p>Thank you for your order.</p>');
  });

  it('lets nodemailer choose a Message-ID when none is given, and sends several mails over one mailer', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.stop);
    const mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, from: 'shop@soul.example' });
    cleanups.push(() => mailer.close());
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'second' });
    expect(receiver.received.map((m) => m.to)).toEqual([['a@example.com'], ['b@example.com']]);
    expect(receiver.received[1]?.raw).toMatch(/^Message-ID: <[^>]+@[^>]+>\r?$/m);
    expect(receiver.received[1]?.raw).toContain('second');
  });

  it('does not try STARTTLS on an smtp:// URL even when the server offers it', async () => {
    const receiver = await startReceiver({ disabledCommands: [] }); // offers STARTTLS with a self-signed certificate
    cleanups.push(receiver.stop);
    const mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, from: 'shop@soul.example' });
    cleanups.push(() => mailer.close());
    await mailer.send({ to: 'd@example.com', subject: 'Plain', text: 'no upgrade' });
    expect(receiver.received.map((m) => m.secure)).toEqual([false]);
  });

  it('speaks TLS from the start for an smtps:// URL', async () => {
    const receiver = await startReceiver({ secure: true }); // smtp-server's built-in self-signed certificate
    cleanups.push(receiver.stop);
    const mailer = new SmtpMailer({ smtpUrl: `smtps://127.0.0.1:${receiver.port}/?tls.rejectUnauthorized=false`, from: 'shop@soul.example' });
    cleanups.push(() => mailer.close());
    await mailer.send({ to: 'c@example.com', subject: 'Secure', text: 'over TLS' });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.secure).toBe(true);
    expect(receiver.received[0]?.raw).toMatch(/^Subject: Secure\r?$/m);
  });

  it('rejects when the server refuses the recipient', async () => {
    const receiver = await startReceiver({
      onRcptTo(address, _session, callback) {
        callback(address.address.endsWith('@blocked.example') ? new Error('no such user') : undefined);
      },
    });
    cleanups.push(receiver.stop);
    const mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${receiver.port}`, from: 'shop@soul.example' });
    cleanups.push(() => mailer.close());
    await expect(mailer.send({ to: 'x@blocked.example', subject: 'S', text: 'T' })).rejects.toThrow(/no such user/);
    expect(receiver.received).toEqual([]);
  });
});
