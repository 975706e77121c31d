// The built shop (`npm run build`, started as in production) never hands out what is not meant for a
// browser: environment and git files, the package files, the data folder, server code and its source
// maps, migrations, listings of the asset folders — not even through encoded `..` in the path.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../../platform/project-root.js';
import { startShop, type ShopProcess } from '../../../test-support/shop-process.js';

let shop: ShopProcess;
const SECRET = `jwt-${randomBytes(24).toString('hex')}`;
// The shop's data folder, inside the project as `DATA_DIR=.data` puts it, holding a file that must stay private.
const DATA_NAME = `.data-not-served-${randomBytes(4).toString('hex')}`;
const DATA_DIR = fromRoot(DATA_NAME);
const PRIVATE_MARK = `private-${randomBytes(12).toString('hex')}`;

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** GET with the path sent exactly as written (fetch would resolve `%2e%2e` and `..` before sending). */
function rawGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: shop.port, path, method: 'GET', headers: { 'accept-encoding': 'identity' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A line from the middle of a project file: what a leak of the file would carry. */
function contentOf(file: string): string {
  const lines = readFileSync(fromRoot(file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 12);
  const line = lines[Math.floor(lines.length / 2)];
  if (!line) throw new Error(`${file} has no line to look for`);
  return line.slice(0, 80);
}

const firstFile = (dir: string, ext: string): string => {
  const found = readdirSync(fromRoot(dir), { recursive: true, encoding: 'utf8' }).find((f) => f.endsWith(ext));
  if (!found) throw new Error(`no ${ext} file under ${dir}: run \`npm run build\` first`);
  return `${dir}/${found.replaceAll('\\', '/')}`;
};

beforeAll(async () => {
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(join(DATA_DIR, 'secret.txt'), PRIVATE_MARK);
  shop = await startShop({ SEED_DEMO: 'false', JWT_SECRET: SECRET, DATA_DIR, NODE_ENV: 'production' });
  // Mails (with reset and verification links) are written beside the public media folder.
  mkdirSync(join(DATA_DIR, 'mail'), { recursive: true });
  writeFileSync(join(DATA_DIR, 'mail', 'reset.eml'), PRIVATE_MARK);
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The shop answered without the file: 404 (or another refusal), or the storefront's HTML shell. */
function expectNotServed(path: string, a: Answer, marks: string[]): void {
  for (const mark of [...marks, SECRET, PRIVATE_MARK]) expect(a.body.includes(mark), `${path} gave out ${mark.slice(0, 40)}`).toBe(false);
  const refused = a.status >= 400 && a.status < 500;
  const shell = a.type.startsWith('text/html') && a.body.includes('<div id="root"');
  expect(refused || shell, `${path} answered ${a.status} ${a.type}`).toBe(true);
}

describe('files that are never served', () => {
  it('sends a known file (the check below is not vacuous)', async () => {
    const asset = firstFile('dist/web-storefront/assets', '.js').replace('dist/web-storefront', '');
    expect((await rawGet(asset)).status).toBe(200);
    expect((await rawGet('/')).body).toContain('<div id="root"');
  });

  it('keeps environment, git, package and config files, migrations and the data folder private', async () => {
    const pkg = readFileSync(fromRoot('package.json'), 'utf8');
    const cases: [string, string[]][] = [
      ['/.env', ['JWT_SECRET']],
      ['/.env.example', ['JWT_SECRET=']],
      ['/.git/config', ['[core]', 'gitdir:']],
      ['/.git/HEAD', ['ref: refs/']],
      ['/.gitignore', ['node_modules']],
      ['/package.json', ['"node-pg-migrate"', contentOf('package.json')]],
      ['/package-lock.json', ['"lockfileVersion"']],
      ['/tsconfig.json', ['"compilerOptions"']],
      ['/tsconfig.build.json', ['"compilerOptions"']],
      ['/Dockerfile', [contentOf('Dockerfile')]],
      ['/migrations/', ['initial-schema']],
      ['/migrations/1764100000000_initial-schema.sql', [contentOf('migrations/1764100000000_initial-schema.sql')]],
      [`/${DATA_NAME}/secret.txt`, []],
      [`/${DATA_NAME}/`, ['secret.txt']],
      ['/.data/', []],
      ['/mail/reset.eml', []],
      ['/media/../mail/reset.eml', []],
      ['/media/..%2fmail%2freset.eml', []],
      ['/media/', ['reset.eml']],
      ['/media/../secret.txt', []],
      ['/media/..%2fsecret.txt', []],
      ['/media/%2e%2e/secret.txt', []],
    ];
    expect(pkg).toContain('"node-pg-migrate"');
    for (const [path, marks] of cases) expectNotServed(path, await rawGet(path), marks);
  });

  it('keeps the server code and its source maps private', async () => {
    const map = firstFile('dist/server/adapters', '.js.map');
    const cases: [string, string[]][] = [
      ['/adapters/http/app.ts', [contentOf('adapters/http/app.ts')]],
      ['/adapters/platform/config/config.ts', [contentOf('adapters/platform/config/config.ts')]],
      ['/domain/result.ts', [contentOf('domain/result.ts')]],
      ['/dist/server/adapters/http/app.js', [contentOf('dist/server/adapters/http/app.js')]],
      ['/server/adapters/http/app.js', [contentOf('dist/server/adapters/http/app.js')]],
      ['/dist/server/adapters/http/app.js.map', ['"mappings"']],
      [`/${map}`, ['"mappings"']],
      [`/${map.replace('dist/', '')}`, ['"mappings"']],
      ['/dist/', ['server']],
      ['/dist/web-storefront-ssr/entry-server.js', [contentOf('dist/web-storefront-ssr/entry-server.js')]],
      ['/web-storefront-ssr/entry-server.js', [contentOf('dist/web-storefront-ssr/entry-server.js')]],
    ];
    for (const [path, marks] of cases) expectNotServed(path, await rawGet(path), marks);
    // The browser bundles carry no source maps either (they would publish the source).
    expect(readdirSync(fromRoot('dist', 'web-storefront'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(readdirSync(fromRoot('dist', 'web-admin'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map'))).toEqual([]);
  });

  it('lists no asset folder', async () => {
    const storefrontAsset = firstFile('dist/web-storefront/assets', '.js').split('/').pop()!;
    const adminAsset = firstFile('dist/web-admin/assets', '.js').split('/').pop()!;
    for (const path of ['/assets/', '/assets', '/adminpanel/assets/', '/adminpanel/assets', '/adminpanel/', '/media']) {
      expectNotServed(path, await rawGet(path), [storefrontAsset, adminAsset]);
    }
  });

  it('resolves no encoded `..` out of the served folders', async () => {
    const paths = [
      '/assets/..%2f..%2fpackage.json',
      '/assets/..%2F..%2F..%2Fpackage.json',
      '/%2e%2e/package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/../../package.json',
      '/..%2fpackage.json',
      '/..%5cpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/adminpanel/..%2f..%2fpackage.json',
      '/adminpanel/assets/..%2f..%2f..%2fpackage.json',
      '/media/..%2f..%2f..%2fpackage.json',
      '/assets/%252e%252e/%252e%252e/package.json',
      '/assets/..%c0%af..%c0%afpackage.json',
    ];
    for (const path of paths) expectNotServed(path, await rawGet(path), ['"node-pg-migrate"']);
    for (const path of ['/assets/..%2f..%2f.env.example', '/%2e%2e/.git/config', '/media/..%2f..%2fsecret.txt']) expectNotServed(path, await rawGet(path), ['JWT_SECRET=', '[core]']);
  });
});
