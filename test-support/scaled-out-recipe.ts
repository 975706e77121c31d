// The README's "Scaled-out mode" sh block, read as data: the environment every process gets and the
// command (with its own variables) of each kind of process. compose.yaml is checked against it
// (deployment-recipe.test.ts) and the scaled-out e2e test runs exactly these processes.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../adapters/platform/project-root.js';

export interface RecipeProcess {
  command: string;
  env: Record<string, string>;
}

export interface ScaledOutRecipe {
  /** Variables every process gets, with the README's example values. */
  shared: Record<string, string>;
  web: RecipeProcess;
  worker: RecipeProcess;
}

const assignment = (word: string): [string, string] => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)];

/** The sh block of the README's "Scaled-out mode" section: shared variables, then one command per kind of process. */
export function readScaledOutRecipe(): ScaledOutRecipe {
  const readme = readFileSync(fromRoot('README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Scaled-out mode'));
  const block = /```sh\n([\s\S]*?)```/.exec(section.slice(0, section.indexOf('\n## ', 3)))?.[1];
  if (!block) throw new Error('The README\'s "Scaled-out mode" section has no sh block');
  const shared: Record<string, string> = {};
  const commands: RecipeProcess[] = [];
  for (const line of block.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const words = line.split(/\s+/);
    const assignments = words.filter((w) => /^[A-Z][A-Z0-9_]*=/.test(w));
    if (assignments.length === words.length) Object.assign(shared, Object.fromEntries(assignments.map(assignment)));
    else commands.push({ env: Object.fromEntries(assignments.map(assignment)), command: words.slice(assignments.length).join(' ') });
  }
  const web = commands.find((c) => c.command === WEB_COMMAND);
  const worker = commands.find((c) => c.command === WORKER_COMMAND);
  if (!web || !worker || commands.length !== 2) throw new Error(`expected one web and one worker command, got ${JSON.stringify(commands)}`);
  return { shared, web, worker };
}

/** The web process's and the worker's commands: those of `npm start` and `npm run worker`, run with node itself. */
export const WEB_COMMAND = 'node scripts/start.mjs';
export const WORKER_COMMAND = 'node scripts/start.mjs --worker';

/** A recipe command (`node <script> [flags]`) as node arguments, the script's path from the project root. */
export function nodeArgs(command: string): string[] {
  const [node, ...words] = command.split(/\s+/);
  if (node !== 'node') throw new Error(`not a node command: ${command}`);
  return words.map((w) => (w.startsWith('-') ? w : fromRoot(w)));
}
