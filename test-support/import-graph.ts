// The import graph of the source tree, read with the TypeScript parser, and the checks the
// architecture test runs on it. Each check is a plain function over imports or edges, so the test
// can also feed it a small made-up example and see it fail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { projectRoot } from '../adapters/platform/project-root.js';

export interface ImportRef {
  /** The importing file, relative to the root. */
  from: string;
  spec: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;

export const isTest = (file: string): boolean => /\.(test|stories|contract)\.tsx?$/.test(file) || file.split(/[\\/]/).includes('testing');

export function sourceFiles(dir: string): string[] {
  const full = join(projectRoot, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(path) : SOURCE.test(e.name) ? [path.split(sep).join('/')] : [];
  });
}

export function importsOf(file: string): ImportRef[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        Boolean(clause?.isTypeOnly) ||
        Boolean(
          clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly),
        );
      refs.push({ from: file, spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      refs.push({ from: file, spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      refs.push({ from: file, spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** Where a relative import lands, relative to the root (e.g. `domain/money.js`); undefined for a package. */
export function targetOf(ref: ImportRef): string | undefined {
  if (!ref.spec.startsWith('.')) return undefined;
  return relative(projectRoot, resolve(projectRoot, dirname(ref.from), ref.spec))
    .split(sep)
    .join('/');
}

/** The source file a relative import loads (`./x.js` → `x.ts`, `./x` → `x.tsx`…), or undefined. */
export function fileOf(ref: ImportRef, exists: (file: string) => boolean = (f) => existsSync(join(projectRoot, f))): string | undefined {
  const target = targetOf(ref);
  if (target === undefined) return undefined;
  const stem = target.replace(/\.(js|mjs)$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}/index.ts`, `${stem}/index.tsx`, target].find(exists);
}

/** Every file's imports of other source files: file → files it imports. */
export function importGraph(refs: readonly ImportRef[], exists?: (file: string) => boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const ref of refs) {
    const to = fileOf(ref, exists);
    const edges = graph.get(ref.from) ?? [];
    if (to !== undefined && SOURCE.test(to) && !edges.includes(to)) edges.push(to);
    graph.set(ref.from, edges);
  }
  return graph;
}

/** The import cycles of a graph, one per group of files that reach each other, each as a closed path. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return groups.map((group) => pathThrough(graph, new Set(group), [...group].sort()[0]!));
}

/** One closed path from `start` back to itself inside a group of files that reach each other. */
function pathThrough(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const path = [start];
        for (let x = v; x !== start; x = previous.get(x)!) path.splice(1, 0, x);
        return [...path, start];
      }
      if (!previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The module a server file belongs to (`application/<m>/` or `adapters/modules/<m>/`), if any. */
export function moduleOf(file: string): string | undefined {
  const m = /^application\/([^/]+)\//.exec(file) ?? /^adapters\/modules\/([^/]+)\//.exec(file);
  const name = m?.[1];
  return name === undefined || name === 'platform' || name === 'testing' ? undefined : name;
}

/** What of a module others may import: its ports and its events (and, for the module list, its module.ts). */
const isModuleSurface = (file: string, module: string, importer: string): boolean =>
  file === `application/${module}/ports.ts` || file === `application/${module}/events.ts` || (importer === 'adapters/platform/modules.ts' && file === `adapters/modules/${module}/module.ts`);

/** Imports of another module's internals: anything of it but its ports.ts and events.ts. */
export function crossModuleViolations(edges: readonly { from: string; to: string }[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const target = moduleOf(to);
      return target !== undefined && moduleOf(from) !== target && !isModuleSurface(to, target, from);
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}
