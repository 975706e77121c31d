// The rules the API document keeps (docs/decisions/029): every route documents the JSON of its
// success answer, and every closed set (sort keys, shipping types, statuses, filters, periods…) is
// an enum there, in answers and in path and query parameters alike.
import type { ApiDocument } from './answer-check.js';

/** Names that always hold a closed set of values, wherever they appear. */
export const CLOSED_SETS = [
  'orderby',
  'sort',
  'filter',
  'period',
  'status',
  'orderStatus',
  'shippingType',
  'paymentType',
  'entityType',
  'addressType',
  'mode',
  'currency',
  'provider',
  'state',
  'outcome',
] as const;

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A closed set's schema: an enum or a constant, possibly nullable or a choice of such. */
function isClosed(s: Schema): boolean {
  if (Array.isArray(s.enum) || 'const' in s) return true;
  const choices = (s.anyOf ?? s.oneOf) as unknown;
  if (Array.isArray(choices)) return choices.every((c) => isSchema(c) && (c.type === 'null' || isClosed(c)));
  return false;
}

/** Every property in a schema, at any depth, with where it is. */
function* propertiesOf(s: unknown, at: string): Generator<[string, string, Schema]> {
  if (Array.isArray(s)) {
    for (const item of s) yield* propertiesOf(item, at);
    return;
  }
  if (!isSchema(s)) return;
  if (isSchema(s.properties)) {
    for (const [name, prop] of Object.entries(s.properties)) if (isSchema(prop)) yield [name, `${at}.${name}`, prop];
  }
  for (const [key, value] of Object.entries(s)) if (key !== 'enum' && key !== 'const') yield* propertiesOf(value, at);
}

/** What in the document breaks the rules (empty when nothing does). */
export function contractProblems(document: ApiDocument): string[] {
  const problems: string[] = [];
  const closed = new Set<string>(CLOSED_SETS);
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations) as [
      string,
      { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; parameters?: { name: string; schema?: Schema }[] },
    ][]) {
      const where = `${method.toUpperCase()} ${path}`;
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) < 300);
      const schemas = success.flatMap(([, r]) => Object.values(r.content ?? {}).flatMap((c) => (c.schema ? [c.schema] : [])));
      if (schemas.length === 0) problems.push(`${where} documents no answer schema`);
      for (const parameter of operation.parameters ?? []) {
        if (closed.has(parameter.name) && !(parameter.schema && isClosed(parameter.schema))) problems.push(`${where}: parameter ${parameter.name} is a closed set but not an enum`);
      }
      for (const schema of schemas) {
        for (const [name, at, prop] of propertiesOf(schema, 'answer')) {
          if (closed.has(name) && !isClosed(prop)) problems.push(`${where}: ${at} is a closed set but not an enum`);
        }
      }
    }
  }
  return problems;
}
