import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the folder holding package.json), found from this file whether run from source or dist/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'migrations'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (package.json next to migrations/)');
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const fromRoot = (...parts: string[]): string => join(projectRoot, ...parts);
