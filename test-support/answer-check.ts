// Checks every JSON answer a test receives against the schema the OpenAPI document gives its route
// (docs/decisions/029): the API test client and the browser tests' network layer both use it, so the
// document can never drift from what the server sends.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface Operation {
  responses?: Record<string, { content?: { 'application/json'?: { schema?: Record<string, unknown> } } }>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Paths that answer JSON without being routes of the document: the document itself. */
const SELF = new Set(['/api/openapi.json']);

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Documented status with content → its compiled schema. */
  answers: Map<number, ValidateFunction>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/things/{id}` as a pattern matching a request path (Express matches paths ignoring case). */
function patternOf(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : escape(part)))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** What is wrong with one answer, or null when it matches its route's documented schema. */
export type AnswerChecker = (method: string, path: string, status: number, body: unknown) => string | null;

/** A checker for the answers of the API the document describes. */
export function answerChecker(document: ApiDocument): AnswerChecker {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  // The formats the document's schemas use (zod's uuid and ISO date-times), checked rather than ignored.
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)));
  const routes: Route[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const answers = new Map<number, ValidateFunction>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema) answers.set(Number(status), ajv.compile(schema));
      }
      routes.push({ method: method.toUpperCase(), template, pattern: patternOf(template), answers });
    }
  }
  // Literal paths before templated ones: `/api/products/getBestSellers` is not a `{productid}`.
  const params = (t: string) => (t.match(/\{/g) ?? []).length;
  routes.sort((a, b) => params(a.template) - params(b.template));

  return (method, path, status, body) => {
    const bare = path.split('?')[0]!;
    if (!bare.startsWith('/api/') || SELF.has(bare)) return null;
    const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(bare));
    if (!route) return status === 404 ? null : `${method} ${bare} answered ${status} with JSON, but the API document has no such route`;
    if (status >= 300) return null;
    const validate = route.answers.get(status);
    if (!validate) return `${method} ${bare} answered ${status}, a status the document gives no answer schema (route ${route.template})`;
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(the answer)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      .join('; ');
    return `${method} ${bare} answered ${status} with a body that does not match the documented schema of ${route.template}: ${errors}`;
  };
}
