// Builds what is out of date: the server (tsc → dist/server) and the two SPAs (vite → dist/web-*).
// A target is rebuilt only when the content of its inputs changed since its last successful build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampDir = join(root, 'dist', '.build');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const TARGETS = {
  server: {
    inputs: ['domain', 'application', 'adapters', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.build.json', 'package.json'],
    output: 'dist/server/adapters/platform/main/server.js',
    command: [bin('tsc'), ['-p', 'tsconfig.build.json']],
  },
  storefront: {
    inputs: ['web-storefront', 'web-shared', 'domain', 'adapters/http/contract', 'tsconfig.base.json', 'package.json'],
    output: 'dist/web-storefront/index.html',
    command: [bin('vite'), ['build', '--config', 'web-storefront/vite.config.ts', '--logLevel', 'warn']],
  },
  // The storefront's server-rendering bundle (ADR 050); the server falls back to the client-rendered shell without it.
  storefrontSsr: {
    inputs: ['web-storefront', 'web-shared', 'domain', 'adapters/http/contract', 'tsconfig.base.json', 'package.json'],
    output: 'dist/web-storefront-ssr/entry-server.js',
    command: [bin('vite'), ['build', '--config', 'web-storefront/vite.config.ts', '--ssr', 'src/entry-server.tsx', '--outDir', '../dist/web-storefront-ssr', '--logLevel', 'warn']],
  },
  admin: {
    inputs: ['web-admin', 'web-shared', 'domain', 'adapters/http/contract', 'tsconfig.base.json', 'package.json'],
    output: 'dist/web-admin/index.html',
    command: [bin('vite'), ['build', '--config', 'web-admin/vite.config.ts', '--logLevel', 'warn']],
  },
};

const skip = (name) => /\.(test|stories)\.[tj]sx?$/.test(name) || name === 'node_modules' || name.startsWith('.');

function files(base, path) {
  const full = join(base, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => !skip(e.name))
    .flatMap((e) => (e.isDirectory() ? files(base, join(path, e.name)) : [join(full, e.name)]));
}

/** Content hash of a target's inputs (tests and stories excluded: they do not change the build). */
export function inputsHash(base, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((p) => files(base, p)).sort()) hash.update(relative(base, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** Whether a target must be built: its output is missing or its inputs changed since the last successful build. */
export function isStale(base, { inputs, output }, stampFile) {
  return !existsSync(join(base, output)) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== inputsHash(base, inputs);
}

/** What `npm start` builds for a mode: everything the web process serves (the SPAs and the server-rendering bundle), the server alone for the others. */
export function targetsFor(mode) {
  return mode === 'server' ? Object.keys(TARGETS) : ['server'];
}

export function build({ force = false, only = Object.keys(TARGETS), quiet = false } = {}) {
  mkdirSync(stampDir, { recursive: true });
  for (const target of only) {
    const { command } = TARGETS[target];
    const stamp = join(stampDir, `${target}.hash`);
    if (!force && !isStale(root, TARGETS[target], stamp)) continue;
    const hash = inputsHash(root, TARGETS[target].inputs);
    if (!quiet) console.log(`building ${target}…`);
    const started = performance.now();
    const result = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${target} failed (see above).`);
      process.exit(1);
    }
    writeFileSync(stamp, hash);
    if (!quiet) console.log(`built ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  build({ force: process.argv.includes('--force') });
}
