import { z } from 'zod';
import type { RouteAuth } from './auth.js';

interface Documented {
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  auth: RouteAuth;
  responses: Record<number, string>;
  /** Schema of the success answer's body. */
  answer?: z.ZodType | { readonly mediaType: string };
  /** Status of the success answer (default 200). */
  status?: number;
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> => {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete s.$schema;
  return s;
};

/** The documented content of a success answer: a JSON schema, or a file of a media type (text). */
function answerContent(answer: z.ZodType | { readonly mediaType: string }): Record<string, { schema: Record<string, unknown> }> {
  if ('mediaType' in answer && !(answer instanceof z.ZodType)) return { [answer.mediaType]: { schema: { type: 'string' } } };
  return { 'application/json': { schema: jsonSchema(answer as z.ZodType, 'output') } };
}

/** Collects every API route as it is registered and renders the OpenAPI 3.1 document from them. */
export class ApiRegistry {
  private readonly routes: Documented[] = [];

  add(route: Documented): void {
    this.routes.push(route);
  }

  /** The routes registered so far: method, path and who may call them. */
  list(): readonly { method: string; path: string; auth: RouteAuth }[] {
    return this.routes.map(({ method, path, auth }) => ({ method, path, auth }));
  }

  document(info: { title: string; version: string; serverUrl: string }): Record<string, unknown> {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of this.routes) {
      const path = r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const parameters: unknown[] = [];
      for (const [where, schema] of [
        ['path', r.params],
        ['query', r.query],
      ] as const) {
        if (!schema) continue;
        const s = jsonSchema(schema) as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
        for (const [name, prop] of Object.entries(s.properties ?? {})) {
          parameters.push({ name, in: where, required: where === 'path' || (s.required ?? []).includes(name), schema: prop, description: prop.description });
        }
      }
      const operation: Record<string, unknown> = {
        summary: r.summary,
        tags: [r.tag],
        parameters,
        responses: Object.fromEntries(
          Object.entries(r.responses).map(([code, description]) => [code, r.answer && Number(code) === (r.status ?? 200) ? { description, content: answerContent(r.answer) } : { description }]),
        ),
      };
      if (r.description) operation.description = r.description;
      if (r.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(r.body) } } };
      if (r.auth === 'customer' || r.auth === 'admin') operation.security = [{ bearerAuth: [] }];
      (paths[path] ??= {})[r.method] = operation;
    }
    return {
      openapi: '3.1.0',
      info: {
        title: info.title,
        version: info.version,
        description:
          'JSON API of the shop. Money: product prices, order line prices and shipping fees are in dollars; order totals, sales and revenue in cents. ' +
          'Bad input answers 400 with a `{field: message}` body; other failures answer `{message}`.',
      },
      servers: [{ url: info.serverUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      paths,
    };
  }
}
