// `npm start`: builds what is not built yet, then runs the shop (web process, plus workers unless
// REDIS_URL is set and RUN_WORKERS=false). `--worker` runs the background workers alone;
// `--admin-create EMAIL` creates or resets an administrator.
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build, targetsFor } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const mode = args.includes('--worker') ? 'worker' : args.includes('--admin-create') ? 'admin-create' : args.includes('--backup') ? 'backup' : args.includes('--restore') ? 'restore' : 'server';

build({ only: targetsFor(mode) });

const entry = join(root, 'dist', 'server', 'adapters', 'platform', 'main', `${mode}.js`);
await import(pathToFileURL(entry).href);
