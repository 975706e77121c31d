import type { Request, Router } from 'express';
import { z } from 'zod';
import type { Actor } from '../../application/audit/ports.js';
import { fail, type Result } from '../../domain/result.js';
import { apiRoute, type RouteSpec } from './api-route.js';
import type { AdminList } from './contract/admin.js';
import { HttpFailure } from './errors.js';
import { recordId } from './id-schemas.js';
import type { ApiRegistry } from './openapi.js';
import { optionalSegment, pageParam } from './schemas.js';

// The back office's conventions (admin-api.md "Common rules"), written once. Every /api/admin/ route
// is registered with `adminRoute` and builds its params from the schemas below.

export const ADMIN_API = '/api/admin';

/** Path page number, 1-based (`/getAdminCoupons/2`); anything else is 400 `{page}`. */
export const adminPage = pageParam;

/** A path segment where `-` (or empty) means none / All (`/getOrders/1/newest/-/All/All/All`): null then. */
export const noneSegment = optionalSegment;

/** `{id}` in the path: a record id (400 `{id}` when malformed; a well-formed id that names nothing is the use case's 404). */
export const idParams = (what: string) => z.object({ id: recordId(what) });

/** A list answer: the items under the list's key and `count`, the number of matching records (not the page length). */
export const listAnswer = <K extends string, T>(key: K, items: T[], count: number): AdminList<K, T> => ({ [key]: items, count }) as AdminList<K, T>;

/** What every back-office call may answer besides its own statuses (documented in the OpenAPI document). */
export const ADMIN_RESPONSES: Readonly<Record<number, string>> = {
  401: 'No token, a forged or expired one, or a session that ended (logged out, demoted, deactivated): `{message}`',
  403: 'Signed in, but not an administrator: `{message}`',
};

/** The signed-in administrator calling (the route's guard has checked there is one). */
export function actorOf(req: Request): Actor {
  if (!req.user?.isAdmin) throw new HttpFailure(fail('unauthenticated', 'Please sign in to continue.'));
  return { userId: req.user.userId, email: req.user.email };
}

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface AdminRouteSpec<P extends AnyObject, B extends z.ZodType, Q extends AnyObject, T> extends Omit<RouteSpec<P, B, Q, T>, 'auth' | 'handler' | 'tag'> {
  /** Under `/api/admin/`, e.g. `/api/admin/setCategoryStatus/:id`. */
  path: `${typeof ADMIN_API}/${string}`;
  /** The OpenAPI group (default 'Back office'). */
  tag?: string;
  /** Spec deletions that use GET also accept DELETE on the same path (admin-api.md). */
  alsoDelete?: boolean;
  /** As apiRoute's, plus `actor`: who is acting, for the audit log. */
  handler: (input: Parameters<RouteSpec<P, B, Q, T>['handler']>[0] & { actor: Actor }) => Promise<Result<T>>;
}

/**
 * Registers one back-office call: an `apiRoute` whose guard is `admin` (401 without a live
 * session, 403 for a customer), whose handler learns the acting administrator, and whose OpenAPI
 * entry lists the access answers with its own.
 */
export function adminRoute<P extends AnyObject, B extends z.ZodType, Q extends AnyObject, T>(router: Router, registry: ApiRegistry, spec: AdminRouteSpec<P, B, Q, T>): void {
  const { alsoDelete, handler, ...rest } = spec;
  const route: RouteSpec<P, B, Q, T> = {
    ...rest,
    tag: spec.tag ?? 'Back office',
    auth: 'admin',
    responses: { ...spec.responses, ...ADMIN_RESPONSES },
    handler: (input) => handler({ ...input, actor: actorOf(input.req) }),
  };
  apiRoute(router, registry, route);
  if (alsoDelete && spec.method !== 'delete') apiRoute(router, registry, { ...route, method: 'delete' });
}
