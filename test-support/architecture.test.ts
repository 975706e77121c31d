// The architecture rules, checked on every source file:
// - the dependency rule of DESIGN.md §1: domain → domain only; application → domain + application; only
//   adapters import frameworks, drivers and SDKs; the SPAs reach the server only over HTTP (they may
//   import domain/ and *types* of the HTTP contract in adapters/http/contract/); web-shared/ holds the
//   code both SPAs share (docs/decisions/005): the SPAs may import it, it imports only itself, domain/
//   and contract types;
// - no import cycle anywhere, server or SPAs (type imports included);
// - modules meet only through ports and events: outside `application/<m>/` and `adapters/modules/<m>/`,
//   only `application/<m>/ports.ts` and `events.ts` of a module may be imported (docs/decisions/020);
// - every route under /api/admin/ is for administrators only;
// - every route documents its answer's schema, and every closed set in the document is an enum;
// - the storefront calls the API only through its typed clients (`<module>/<module>-api.ts`): no
//   `fetch(` and no raw `/api/` path anywhere else in web-storefront/src.
// Each rule also gets a small made-up example it must catch, so that none passes vacuously.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { z } from 'zod';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ok } from '../domain/result.js';
import { apiRoute, routeAuthProblem } from '../adapters/http/api-route.js';
import { ApiRegistry } from '../adapters/http/openapi.js';
import { loadConfig } from '../adapters/platform/config/config.js';
import { buildContainer } from '../adapters/platform/container.js';
import { projectRoot } from '../adapters/platform/project-root.js';
import { T } from '../adapters/platform/tokens.js';
import type { ApiDocument } from './answer-check.js';
import { contractProblems } from './contract-rules.js';
import { crossModuleViolations, fileOf, findCycles, importGraph, importsOf, isTest, sourceFiles, targetOf, type ImportRef } from './import-graph.js';

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

const SERVER = ['domain', 'application', 'adapters'];
const SPAS = ['web-storefront', 'web-admin', 'web-shared'];

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
    expect(targetOf({ from: 'application/orders/x.ts', spec: '../../adapters/platform/container.js', typeOnly: false })).toBe('adapters/platform/container.js');
  });
});

describe('no import cycles', () => {
  it('has no import cycle anywhere, on the server or in the SPAs (type imports included)', () => {
    const files = [...SERVER, ...SPAS].flatMap(sourceFiles).filter((f) => !isTest(f));
    const graph = importGraph(files.flatMap(importsOf));
    expect(graph.size).toBeGreaterThan(300);
    expect(findCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a made-up cycle, and none in a tree without one', () => {
    const refs = (edges: [string, string][]): ImportRef[] => edges.map(([from, to]) => ({ from, spec: `./${to.split('/').pop()!.replace(/\.ts$/, '.js')}`, typeOnly: true }));
    const exists = () => true;
    const circle = importGraph(
      refs([
        ['x/a.ts', 'x/b.ts'],
        ['x/b.ts', 'x/c.ts'],
        ['x/c.ts', 'x/a.ts'],
        ['x/c.ts', 'x/d.ts'],
      ]),
      exists,
    );
    expect(findCycles(circle)).toEqual([['x/a.ts', 'x/b.ts', 'x/c.ts', 'x/a.ts']]);
    const tree = importGraph(
      refs([
        ['x/a.ts', 'x/b.ts'],
        ['x/b.ts', 'x/c.ts'],
        ['x/a.ts', 'x/c.ts'],
      ]),
      exists,
    );
    expect(findCycles(tree)).toEqual([]);
    expect(fileOf({ from: 'x/a.ts', spec: './b.js', typeOnly: false }, (f) => f === 'x/b.ts')).toBe('x/b.ts');
  });
});

describe('modules meet only through ports and events', () => {
  it('no file imports another module’s internals (only its application ports.ts and events.ts)', () => {
    const refs = [...SERVER]
      .flatMap(sourceFiles)
      .filter((f) => !isTest(f))
      .flatMap(importsOf);
    const edges = refs.flatMap((ref) => {
      const to = fileOf(ref);
      return to ? [{ from: ref.from, to }] : [];
    });
    expect(edges.some((e) => e.to === 'application/accounts/ports.ts' && e.from.startsWith('application/checkout/'))).toBe(true);
    expect(crossModuleViolations(edges)).toEqual([]);
  });

  it('catches a made-up import of another module’s use case or repository, and allows its ports and events', () => {
    const bad = [
      { from: 'application/checkout/pay.ts', to: 'application/orders/cancel-order.ts' },
      { from: 'adapters/modules/engagement/x.ts', to: 'adapters/modules/checkout/coupon-repository.ts' },
      { from: 'adapters/platform/main/x.ts', to: 'adapters/modules/accounts/user-repository.ts' },
    ];
    const fine = [
      { from: 'application/checkout/pay.ts', to: 'application/orders/ports.ts' },
      { from: 'application/platform/events.ts', to: 'application/orders/events.ts' },
      { from: 'adapters/modules/orders/module.ts', to: 'adapters/modules/orders/order-routes.ts' },
      { from: 'adapters/platform/modules.ts', to: 'adapters/modules/orders/module.ts' },
    ];
    expect(crossModuleViolations([...bad, ...fine])).toEqual(bad.map((e) => `${e.from} imports ${e.to}`));
  });
});

describe('admin routes are for administrators only', () => {
  it('every route the shop registers has a guard, and every /api/admin/ one is admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-architecture-'));
    const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const container = buildContainer({ config, log: pino({ level: 'silent' }), databaseUrl: config.DATABASE_URL!, dataDir });
    try {
      container.get(T.apiRouters);
      const routes = container.get(T.registry).list();
      expect(routes.length).toBeGreaterThan(30);
      expect(routes.filter((r) => !['public', 'customer', 'admin'].includes(r.auth))).toEqual([]);
      expect(routes.flatMap((r) => routeAuthProblem(r) ?? [])).toEqual([]);
      // A module listed twice, or two modules claiming one call, registers a route twice: the second never answers.
      const seen = new Set<string>();
      const twice = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((key) => seen.has(key) || !seen.add(key));
      expect(twice).toEqual([]);
    } finally {
      await container.unbindAllAsync();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a made-up admin route that is not admin, and registers one that is', () => {
    expect(routeAuthProblem({ path: '/api/admin/getOrders/:page', auth: 'public' })).toMatch(/not 'admin'/);
    expect(routeAuthProblem({ path: '/api/admin/getOrders/:page', auth: 'customer' })).toMatch(/not 'admin'/);
    expect(routeAuthProblem({ path: '/api/admin/getOrders/:page', auth: 'admin' })).toBeUndefined();
    const registry = new ApiRegistry();
    const route = (auth: 'public' | 'admin') => ({
      method: 'get' as const,
      path: '/api/admin/revenueDetails',
      summary: 'Revenue',
      tag: 'Dashboard',
      auth,
      answer: z.object({}),
      responses: { 200: 'Figures' },
      handler: async () => ok({}),
    });
    expect(() => apiRoute(express.Router(), registry, route('public'))).toThrow(/not 'admin'/);
    apiRoute(express.Router(), registry, route('admin'));
    expect(registry.list()).toEqual([{ method: 'get', path: '/api/admin/revenueDetails', auth: 'admin' }]);
  });
});

describe('the API document is the wire contract', () => {
  it('every route the shop registers documents its answer, and every closed set is an enum', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-architecture-'));
    const config = loadConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const container = buildContainer({ config, log: pino({ level: 'silent' }), databaseUrl: config.DATABASE_URL!, dataDir });
    try {
      container.get(T.apiRouters);
      const document = container.get(T.registry).document({ title: 't', version: '1', serverUrl: 'http://x' }) as unknown as ApiDocument;
      expect(Object.keys(document.paths).length).toBeGreaterThan(30);
      expect(contractProblems(document)).toEqual([]);
      // Not vacuous: the closed sets the shop has are there, as enums.
      const text = JSON.stringify(document);
      for (const name of ['orderby', 'shippingType', 'orderStatus', 'paymentType', 'entityType', 'mode', 'state', 'outcome']) expect(text, name).toContain(`"${name}"`);
    } finally {
      await container.unbindAllAsync();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('catches a made-up route without an answer schema, and closed sets written as free text', () => {
    const registry = new ApiRegistry();
    const base = { tag: 'Things', auth: 'public' as const, summary: 'x', responses: { 200: 'Things' } };
    registry.add({ ...base, method: 'get', path: '/api/things/silent' });
    registry.add({ ...base, method: 'get', path: '/api/things/:orderby', params: z.object({ orderby: z.string() }), answer: z.object({ items: z.array(z.object({ orderStatus: z.string() })) }) });
    registry.add({ ...base, method: 'get', path: '/api/things/fine/:orderby', params: z.object({ orderby: z.enum(['a', 'b']) }), answer: z.object({ orderStatus: z.enum(['x']).nullable() }) });
    expect(contractProblems(registry.document({ title: 't', version: '1', serverUrl: 'http://x' }) as unknown as ApiDocument)).toEqual([
      'GET /api/things/silent documents no answer schema',
      'GET /api/things/{orderby}: parameter orderby is a closed set but not an enum',
      'GET /api/things/{orderby}: answer.orderStatus is a closed set but not an enum',
    ]);
  });
});

/** The entry point hands the browser's fetch to the one ApiClient; nothing else may call fetch. */
const FETCH_ALLOWED = new Set(['web-storefront/src/main.tsx']);
const isClient = (file: string) => /\/([a-z-]+)\/\1-api\.ts$/.test(file);

/** Calls to the API made around the typed clients: a global `fetch(` or a raw `/api/` path outside `<module>/<module>-api.ts`. */
function rawApiCalls(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    if (isClient(path)) return [];
    const code = text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    const found: string[] = [];
    if (!FETCH_ALLOWED.has(path) && /(^|[^.\w$])fetch\s*\(|\b(window|globalThis|self)\.fetch\s*\(/m.test(code)) found.push(`${path} calls fetch`);
    if (/['"`]\/api\//.test(code)) found.push(`${path} names an /api/ path`);
    return found;
  });
}

describe('the storefront calls the API through its typed clients only', () => {
  it('has no fetch and no raw /api/ path outside web-storefront/src/<module>/<module>-api.ts', () => {
    const files = sourceFiles('web-storefront/src')
      .filter((f) => !isTest(f))
      .map((path) => ({ path, text: readFileSync(join(projectRoot, path), 'utf8') }));
    expect(files.filter((f) => isClient(f.path)).length).toBeGreaterThanOrEqual(6);
    expect(rawApiCalls(files)).toEqual([]);
  });

  it('catches a made-up page that fetches and a store with a raw path, and allows the clients', () => {
    const files = [
      { path: 'web-storefront/src/orders/OrderPage.tsx', text: "useEffect(() => { fetch('/x').then(setOrder); }, []);" },
      { path: 'web-storefront/src/cart/CartStore.ts', text: 'await this.api.post(`/api/cart/removeFromCart`, body);' },
      { path: 'web-storefront/src/cart/Sync.ts', text: 'await window.fetch(url);' },
      { path: 'web-storefront/src/cart/cart-api.ts', text: "return this.#api.post('/api/cart/addQuantityToCart', { params });" },
      { path: 'web-storefront/src/places/ComboboxStore.ts', text: 'const found = await this.#options.fetch(text, signal); // fetch(x) in a comment' },
    ];
    expect(rawApiCalls(files)).toEqual([
      'web-storefront/src/orders/OrderPage.tsx calls fetch',
      'web-storefront/src/cart/CartStore.ts names an /api/ path',
      'web-storefront/src/cart/Sync.ts calls fetch',
    ]);
  });
});
