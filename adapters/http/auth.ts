import type { RequestHandler } from 'express';
import { fail } from '../../domain/result.js';
import { HttpFailure } from './errors.js';

/**
 * Who may call a route. `public`: anyone (a valid token, when sent, still sets `req.user`);
 * `customer`: a signed-in user, else 401; `admin`: a signed-in administrator, else 401 or 403.
 */
export type RouteAuth = 'public' | 'customer' | 'admin';

/** Who is calling: set on `req.user` by the `authenticate` middleware from a valid Bearer token with a live session. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

/** 401 unless a signed-in user (customer or administrator) is calling. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpFailure(fail('unauthenticated', 'Please sign in to continue.'));
  next();
};

/** 401 for no user, 403 for a user who is not an administrator. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw new HttpFailure(fail('unauthenticated', 'Please sign in to continue.'));
  if (!req.user.isAdmin) throw new HttpFailure(fail('forbidden', 'Only administrators can do this.'));
  next();
};
