// The dependency rule of DESIGN.md §1, checked on every source file:
// domain → domain only; application → domain + application; only adapters import frameworks, drivers
// and SDKs; the SPAs reach the server only over HTTP (they may import domain/ and *types* of the HTTP
// contract in adapters/http/contract/). web-shared/ holds the code both SPAs share (docs/decisions/005):
// the SPAs may import it, and it imports only itself, domain/ and contract types.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../adapters/platform/project-root.js';

interface ImportRef {
  from: string; // file, relative to the root
  spec: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  const full = join(projectRoot, dir);
  return readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? sourceFiles(path) : SOURCE.test(e.name) ? [path] : [];
  });
}

function importsOf(file: string): ImportRef[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const refs: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(clause?.isTypeOnly) || Boolean(clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
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

/** The top folder a relative import lands in (e.g. `domain`), or undefined for a package import. */
function targetOf(ref: ImportRef): string | undefined {
  if (!ref.spec.startsWith('.')) return undefined;
  return relative(projectRoot, resolve(projectRoot, dirname(ref.from), ref.spec)).split(sep).join('/');
}

const isTest = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || file.includes(`${sep}testing${sep}`);

function violations(folder: string, allowed: (target: string, ref: ImportRef) => boolean, packagesAllowed: boolean): string[] {
  return sourceFiles(folder)
    .filter((f) => !isTest(f))
    .flatMap(importsOf)
    .filter((ref) => {
      const target = targetOf(ref);
      if (target === undefined) return !packagesAllowed;
      return !allowed(target, ref);
    })
    .map((ref) => `${ref.from} imports ${ref.spec}`);
}

const within = (target: string, ...folders: string[]) => folders.some((f) => target === f || target.startsWith(`${f}/`));

describe('dependency rule (DESIGN.md §1)', () => {
  it('domain imports only domain, and no package at all', () => {
    expect(violations('domain', (t) => within(t, 'domain'), false)).toEqual([]);
  });

  it('application imports only domain and application, and no package', () => {
    expect(violations('application', (t) => within(t, 'domain', 'application'), false)).toEqual([]);
  });

  it('the SPAs import only their own code, web-shared/, domain/ and types of the HTTP contract', () => {
    for (const spa of ['web-storefront', 'web-admin']) {
      const bad = violations(spa, (t, ref) => within(t, spa, 'web-shared', 'domain') || (within(t, 'adapters/http/contract') && ref.typeOnly), true);
      expect(bad, spa).toEqual([]);
    }
  });

  it('web-shared imports only itself, domain/ and types of the HTTP contract (never an SPA)', () => {
    const bad = violations('web-shared', (t, ref) => within(t, 'web-shared', 'domain') || (within(t, 'adapters/http/contract') && ref.typeOnly), true);
    expect(bad).toEqual([]);
  });

  it('domain and application never use inversify, the clock or randomness directly', () => {
    const offenders = [...sourceFiles('domain'), ...sourceFiles('application')]
      .filter((f) => !isTest(f))
      .filter((f) => {
        const text = readFileSync(join(projectRoot, f), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
        return /\binversify\b|Date\.now\(|Math\.random\(|new Date\(\s*\)|\bprocess\.|\brequire\(/.test(text);
      });
    expect(offenders).toEqual([]);
  });

  it('the checker sees real imports (guards against a rule that passes vacuously)', () => {
    const refs = sourceFiles('adapters').flatMap(importsOf);
    expect(refs.some((r) => r.spec === 'express')).toBe(true);
    expect(refs.some((r) => r.spec.includes('application/platform/'))).toBe(true);
    expect(targetOf({ from: 'application/use-cases/x.ts', spec: '../../adapters/container.js', typeOnly: false })).toBe('adapters/container.js');
  });
});
