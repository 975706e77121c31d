// Every operation of the OpenAPI document fed generated bad input (fast-check): bodies with a wrong
// type, a huge string, deep nesting, negative or fractional numbers, unknown fields, operator-like
// objects, SQL and script payloads; path and query values with traversal, SQL and script payloads.
// A request that is wrong by construction gets a 4xx with a message and changes no record; nothing
// ever gets a 500, a stack trace or SQL back.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../../../test-support/admin-access.js';
import { createProduct } from '../../../test-support/factories/catalog.js';
import { startTestApi, type TestApi } from '../../../test-support/test-api.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
}
interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  parameters: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** Runs per operation; each run is one request. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Tables a refused request may still write: the sign-in throttle's and checkout attempts' bookkeeping, sessions' last use, analytics. */
const BOOKKEEPING = new Set(['sessions', 'checkout_attempts', 'analytics_events', 'analytics_visitors', 'analytics_salts', 'analytics_daily', 'pgmigrations']);
/** Calls that end the caller's own session: fuzzed last. */
const ENDS_SESSION = /logout|deleteAccount|delete-account/i;

let api: TestApi;
let admin: SignedIn;
let operations: Operation[];
let tables: string[];
let address = 0;

beforeAll(async () => {
  api = await startTestApi({ env: { TRUST_PROXY: '1' } });
  admin = await signIn(api);
  await createProduct(api.db);
  const document = (await (await fetch(`${api.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[]; parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      ...(op.security ? { security: op.security } : {}),
      parameters: op.parameters ?? [],
      ...(op.requestBody ? { body: op.requestBody.content['application/json']?.schema ?? {} } : {}),
    })),
  );
  operations.sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
  tables = (await api.db.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.tablename).filter((t) => !BOOKKEEPING.has(t));
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** A fingerprint of every record the shop keeps (the bookkeeping tables aside). */
async function records(): Promise<string> {
  const parts = tables.map((t) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${t}" x)`);
  const { rows } = await api.db.query<{ f: string }>(`SELECT concat_ws(',', ${parts.join(', ')}) AS f`);
  return rows[0]!.f;
}

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2f..%2f.env',
  '%00',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '\u0000\u202e',
  'a'.repeat(20_000),
];
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const operatorObject = fc.constantFrom({ $gt: '' }, { $ne: null }, { __proto__: { admin: true } }, { constructor: { prototype: { isAdmin: true } } }, { toString: 'x' });
const deepNesting = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
});
const badNumber = fc.constantFrom(-1, -0.5, 0.5, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31);

const types = (s: JsonSchema | undefined): string[] => {
  if (!s) return [];
  if (s.anyOf) return s.anyOf.flatMap(types);
  if (s.enum) return ['enum'];
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
};

/** A value no property of schema `s` accepts (its type is wrong). */
function wrongFor(s: JsonSchema): fc.Arbitrary<unknown> {
  const t = types(s);
  const options: fc.Arbitrary<unknown>[] = [operatorObject, deepNesting];
  if (!t.includes('string') && !t.includes('enum')) options.push(hostileString);
  if (t.includes('enum'))
    options.push(
      hostileString.filter((v) => !(s.enum ?? []).includes(v)),
      fc.constant(12345),
    );
  if (!t.includes('number') && !t.includes('integer')) options.push(badNumber);
  if (t.includes('integer')) options.push(fc.constantFrom(0.5, 1.5, -0.25, 'NaN', '1; DROP TABLE orders'));
  if (!t.includes('array')) options.push(fc.array(hostileString, { maxLength: 3 }));
  if (!t.includes('boolean') && !t.includes('string')) options.push(fc.constantFrom('true', 'yes'));
  if (!t.includes('object') && t.length > 0) options.push(fc.constant({ nested: { deeper: true } }));
  return fc.oneof(...options);
}

/** A body wrong by construction: not an object, or a required field of the wrong type, plus noise. */
function badBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const required = (schema.required ?? []).filter((k) => schema.properties?.[k]);
  const shapes: fc.Arbitrary<unknown>[] = [fc.constant([]), fc.constant('just a string'), fc.constant(42)];
  // Only unknown fields: wrong where the body has a required field or allows no others (else ignored).
  if (required.length > 0 || schema.additionalProperties === false) shapes.push(deepNesting.map((d) => ({ deep: d })));
  if (required.length > 0) {
    shapes.push(
      fc
        .record({
          key: fc.constantFrom(...required),
          extra: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', '$where', 'role', 'price'), fc.oneof(hostileString, operatorObject), { maxKeys: 2 }),
        })
        .chain(({ key, extra }) =>
          wrongFor(schema.properties![key]!).map((wrong) => ({
            ...Object.fromEntries(required.map((k) => [k, 'x'])),
            ...extra,
            [key]: wrong,
          })),
        ),
    );
  }
  return fc.oneof(...shapes);
}

/** A path with each path parameter, and each documented query parameter, given a hostile value (URL-encoded). */
const hostilePath = (op: Operation) =>
  fc.array(hostileString, { minLength: 16, maxLength: 16 }).map((values) => {
    let i = 0;
    const next = () => encodeURIComponent((values[i++ % values.length] ?? 'x').slice(0, 2_000));
    const path = op.path.replace(/\{[^}]+\}/g, next);
    const query = op.parameters.filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${next()}`);
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  });

const leaks = (text: string) => /\n\s+at .+:\d+:\d+|node_modules|ERROR:\s|syntax error at|SELECT .* FROM|duplicate key|violates .* constraint/i.test(text);

async function send(op: Operation, path: string, body: unknown): Promise<{ status: number; text: string }> {
  // An administrator may call every route (customer routes too): the input is what is refused.
  const token = op.security ? admin.token : undefined;
  address += 1;
  const r = await fetch(`${api.baseUrl}${path}`, {
    method: op.method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${Math.floor(address / 250) % 250}.${address % 250}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(op.method === 'GET' || op.method === 'HEAD' ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, text: await r.text() };
}

describe('every operation of the OpenAPI document under generated bad input', () => {
  it('answers a wrong body with a 4xx and a message, changes nothing, and never answers 500 or leaks', async () => {
    const withBody = operations.filter((op) => op.body);
    expect(withBody.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const op of withBody) {
      const path = op.path.replace(/\{[^}]+\}/g, '7d4f0a4e-3c1f-4a57-9a1c-2f0f7f4b1e11');
      await fc.assert(
        fc.asyncProperty(badBody(op.body!), async (body) => {
          const before = await records();
          const r = await send(op, path, body);
          const label = `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 160)} → ${r.status} ${r.text.slice(0, 200)}`;
          if (r.status < 400 || r.status >= 500) failures.push(`not a 4xx: ${label}`);
          else if (!/^\{"[A-Za-z]+":"[^"]+"/.test(r.text)) failures.push(`no message: ${label}`);
          if (leaks(r.text)) failures.push(`leak: ${label}`);
          if ((await records()) !== before) failures.push(`changed a record: ${label}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('answers hostile path and query values with a 4xx or an ordinary answer, never 500 or a leak', async () => {
    const templated = operations.filter((op) => op.path.includes('{') || op.parameters.some((p) => p.in === 'query'));
    expect(templated.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const op of templated) {
      await fc.assert(
        fc.asyncProperty(hostilePath(op), async (path) => {
          const r = await send(op, path, {});
          const label = `${op.method} ${path.slice(0, 160)} → ${r.status} ${r.text.slice(0, 200)}`;
          if (r.status >= 500) failures.push(`5xx: ${label}`);
          if (leaks(r.text)) failures.push(`leak: ${label}`);
        }),
        { numRuns: RUNS },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
