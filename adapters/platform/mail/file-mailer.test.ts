import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMailer } from './file-mailer.js';

describe('FileMailer', () => {
  let base: string;
  let lines: Record<string, unknown>[];
  const logger = () => pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'file-mailer-'));
    lines = [];
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('writes one RFC 822 .eml file per mail into a directory it creates, and logs one line', async () => {
    const directory = join(base, 'nested', 'mail');
    const mailer = new FileMailer({ directory, from: 'Soul Searching <shop@soul.example>', logger: logger(), now: () => Date.parse('2026-01-14T13:05:00.123Z') });
    await mailer.send({ to: 'ann@example.com', subject: 'Verify your e-mail', text: 'Open this link to verify: https://shop.example/verify/abc', messageId: 'outbox/42' });
    await mailer.close();

    const files = await readdir(directory);
    expect(files).toEqual(['2026-01-14T13-05-00.123Z-outbox_42.eml']);
    const raw = await readFile(join(directory, files[0] ?? ''), 'utf8');
    const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
    expect(head).toMatch(/^From: Soul Searching <shop@soul\.example>$/m);
    expect(head).toMatch(/^To: ann@example\.com$/m);
    expect(head).toMatch(/^Subject: Verify your e-mail$/m);
    expect(head).toMatch(/^Message-ID: <outbox_42@soul\.example>$/m);
    expect(head).toMatch(/^Date: /m);
    expect(head).toMatch(/^MIME-Version: 1\.0$/m);
    expect(body).toContain('Open this link to verify: https://shop.example/verify/abc');

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, to: 'ann@example.com', subject: 'Verify your e-mail', file: join(directory, files[0] ?? '') });
  });

  it('writes a separate file for each mail, also without a message id, with html as an alternative part', async () => {
    let now = Date.parse('2026-01-14T13:05:00.000Z');
    const mailer = new FileMailer({ directory: base, from: 'shop@soul.example', logger: logger(), now: () => (now += 1000) });
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'plain one', html: '<b>html one</b>' });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'plain two' });
    const files = (await readdir(base)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^2026-01-14T13-05-01\.000Z-[0-9a-f-]{36}\.eml$/);
    const first = await readFile(join(base, files[0] ?? ''), 'utf8');
    expect(first).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(first).toContain('plain one');
    expect(first).toContain('<b>html one</b>');
    expect(await readFile(join(base, files[1] ?? ''), 'utf8')).toMatch(/^Subject: Second\r$/m);
    expect(lines.map((l) => l.subject)).toEqual(['First', 'Second']);
  });
});
