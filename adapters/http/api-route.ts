import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { invalid, ok, type Result } from '../../domain/result.js';
import { requireAdmin, requireUser, type RouteAuth } from './auth.js';
import { HttpFailure } from './errors.js';
import type { ApiRegistry } from './openapi.js';

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface RouteSpec<P extends AnyObject, B extends z.ZodType, Q extends AnyObject, T> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path, e.g. `/api/products/getSpecificProduct/:productid`. */
  path: string;
  summary: string;
  description?: string;
  tag: string;
  /** Who may call it; `apiRoute` installs the guard. Every `/api/admin/` route is `admin`. */
  auth: RouteAuth;
  params?: P;
  body?: B;
  query?: Q;
  /** Middleware run after the guard and before parsing (rate limits, uploads). */
  before?: RequestHandler[];
  responses: Record<number, string>;
  /**
   * Schema of the success answer's JSON body, as the route shapes it (wire names). It becomes the
   * response schema of the OpenAPI document, against which the API and browser tests check answers.
   * Required: a route that answers no body says so with `z.null()`; one that sends a file (a CSV
   * export) names its media type with `fileAnswer('text/csv')`.
   */
  answer: z.ZodType | FileAnswer;
  /**
   * The domain's field rules of a form body (field → message). The use case applies them; here they
   * also run when the body fails its schema, on the fields that did parse, so one answer names every
   * bad field of the form rather than only those the schema caught.
   */
  formRules?: (fields: Partial<z.output<B>>) => Record<string, string>;
  /** Body fields whose messages go under another name, the one the form and its rule use (`zipCode` → `postcode`). */
  answerAs?: Record<string, string>;
  handler: (input: { params: z.output<P>; body: z.output<B>; query: z.output<Q>; req: Request; res: Response }) => Promise<Result<T>>;
  /** Status of a successful answer (default 200). */
  status?: number;
}

/** The answer of a route that sends a file rather than JSON: its media type. */
export interface FileAnswer {
  readonly mediaType: string;
}

/** Declares that a route answers a file of this media type (a CSV export), documented as text. */
export const fileAnswer = (mediaType: string): FileAnswer => ({ mediaType });

/** A use case's success that carries nothing, as the spec's calls answer it: `{success: true}`. */
export async function succeeded<F extends Result<void>>(result: Promise<F> | F): Promise<Result<{ success: true }>> {
  const r = await result;
  return r.ok ? ok({ success: true as const }) : r;
}

/** The guard each kind of route gets before anything else runs. */
const GUARDS: Record<RouteAuth, RequestHandler[]> = { public: [], customer: [requireUser], admin: [requireAdmin] };

/** Why a route may not be registered as given, or undefined. */
export function routeAuthProblem(route: { path: string; auth: RouteAuth }): string | undefined {
  return route.path.startsWith('/api/admin/') && route.auth !== 'admin' ? `${route.path} is under /api/admin/ but its auth is '${route.auth}', not 'admin'` : undefined;
}

/** Turns zod issues into the `{field: message}` body of a 400 answer, in plain English. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : 'message';
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of an object body that parse on their own (the others left out). */
function parsedFields(schema: z.ZodType, body: unknown): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject) || !isRecord(body)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const r = field.safeParse(body[key]);
    if (r.success && r.data !== undefined) out[key] = r.data;
  }
  return out;
}

interface FormOptions {
  formRules?: ((fields: never) => Record<string, string>) | undefined;
  answerAs?: Record<string, string> | undefined;
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, form: FormOptions = {}): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const [field, message] of Object.entries(fieldErrors(parsed.error))) fields[form.answerAs?.[field] ?? field] ??= message;
    if (form.formRules) {
      const rules = form.formRules as (fields: Record<string, unknown>) => Record<string, string>;
      for (const [field, message] of Object.entries(rules(parsedFields(schema, value ?? {})))) fields[field] ??= message;
    }
    throw new HttpFailure(invalid(fields));
  }
  return parsed.data;
}

/**
 * Registers one API route: installs the guard its `auth` asks for, validates params, query and body
 * with zod (400 with a field map on bad input), calls the handler (one use case), answers its success
 * as JSON or its failure through the error mapper, and records the route in the OpenAPI document.
 * A route under `/api/admin/` that is not `admin` is refused at registration.
 */
export function apiRoute<P extends AnyObject, B extends z.ZodType, Q extends AnyObject, T>(router: Router, registry: ApiRegistry, spec: RouteSpec<P, B, Q, T>): void {
  const problem = routeAuthProblem(spec);
  if (problem) throw new Error(problem);
  registry.add(spec);
  const handler: RequestHandler = async (req, res) => {
    const params = parse(spec.params, req.params);
    const query = parse(spec.query, req.query);
    const body = parse(spec.body, req.body, { formRules: spec.formRules, answerAs: spec.answerAs });
    const result = await spec.handler({ params, query, body, req, res });
    if (!result.ok) throw new HttpFailure(result);
    if (!res.headersSent) res.status(spec.status ?? 200).json(result.value ?? null);
  };
  router[spec.method](spec.path, ...GUARDS[spec.auth], ...(spec.before ?? []), handler);
}
