import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '../platform/database/connection-errors.js';
import type { Failure, FailureCode } from '../../domain/result.js';

const STATUS: Record<FailureCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  payment_declined: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  rate_limited: 429,
  unavailable: 503,
};

export const statusOf = (code: FailureCode): number => STATUS[code];

/** Thrown by routes and middleware to answer with an expected failure. */
export class HttpFailure extends Error {
  constructor(
    readonly failure: Failure,
    readonly headers: Record<string, string> = {},
  ) {
    super(failure.message);
  }
}

/** The body the client gets for a failure: the `{field: message}` map for bad input, else `{message}`. */
export function failureBody(failure: Failure): Record<string, unknown> {
  if (failure.fields && Object.keys(failure.fields).length > 0) return { ...failure.fields, ...(failure.details ?? {}) };
  return { message: failure.message, ...(failure.details ?? {}) };
}

interface DomainErrorLike {
  name: string;
  code: string;
  message: string;
  field?: string;
}

const isDomainError = (e: unknown): e is DomainErrorLike =>
  typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'DomainError' && typeof (e as { code?: unknown }).code === 'string';

/**
 * The one error handler: expected failures become their 4xx answer; anything else is logged with its
 * details and answered with a generic 500 body. No stack trace or SQL ever reaches the client.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpFailure) {
    for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
    res.status(statusOf(error.failure.code)).json(failureBody(error.failure));
    return;
  }
  if (isDomainError(error)) {
    res.status(400).json({ [error.field ?? 'message']: error.message });
    return;
  }
  const e = error as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.too.large' || e?.status === 413) {
    res.status(413).json({ message: 'The request is too large.' });
    return;
  }
  if (e?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    res.status(415).json({ message: 'The request body encoding is not supported.' });
    return;
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: status === 404 ? 'Not found.' : 'The request could not be handled.' });
    return;
  }
  if ((error as { code?: unknown } | null)?.code === '57014') {
    // A query ran past the database statement timeout (a dependency too slow right now).
    req.log?.warn({ err: error }, 'database statement timed out');
    res.setHeader('Retry-After', '5');
    res.status(503).json({ message: 'The shop is busy right now. Please try again in a moment.' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // Postgres is restarting or out of reach: the pool reconnects by itself, the shopper may retry.
    req.log?.warn({ err: error }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    res.status(503).json({ message: 'The shop is busy right now. Please try again in a moment.' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again in a moment.' });
};
