import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Result } from '../../../application/result.js';
import type { LoginInput } from '../../../application/accounts/login-user.js';
import type { RegisterInput, RegisterOutput } from '../../../application/accounts/register-user.js';
import type { SetNewPasswordInput } from '../../../application/accounts/set-new-password.js';
import { validateNewPassword, validateRegistration } from '../../../domain/account.js';
import { apiRoute } from '../api-route.js';
import { requireUser } from '../auth.js';
import type { ApiRegistry } from '../openapi.js';
import { guestCart, text } from './users-schemas.js';

type Success = Result<{ success: true }>;

export interface UserRouteDeps {
  registry: ApiRegistry;
  /** Rate limit per route name (login, register, reset, resend). */
  limit(route: string): RequestHandler;
  login(input: LoginInput): Promise<Result<{ token: string }>>;
  logout(input: { sessionId: string }): Promise<Success>;
  register(input: RegisterInput): Promise<Result<RegisterOutput>>;
  resendVerification(input: { email: string }): Promise<Success>;
  verifyAccount(input: { code: string }): Promise<Success>;
  requestPasswordReset(input: { email: string }): Promise<Success>;
  setNewPassword(input: SetNewPasswordInput): Promise<Success>;
}

const TAG = 'Accounts';
const email = z.string({ error: 'Required field' }).trim().min(1, 'Required field').max(254, 'Please enter a valid email address.');

/** Sign-in, registration, verification and password reset (spec storefront.md §7, checkout-and-account.md §7). */
export function userRoutes(deps: UserRouteDeps): Router {
  const router = express.Router();
  const r = deps.registry;

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/login',
    summary: 'Sign in; merges the guest cart into the server cart and answers a token',
    tag: TAG,
    before: [deps.limit('login')],
    body: z.object({
      email,
      password: z.string({ error: 'Required field' }).min(1, 'Required field').max(1024, 'Password is too long.'),
      cart: guestCart,
      sync: z.boolean().optional(),
    }),
    responses: { 200: '{token}', 400: 'Field → message (wrong e-mail or password, account not verified)', 429: 'Too many attempts' },
    handler: ({ body }) => deps.login(body),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/logout',
    summary: 'Sign out: ends the session of the token',
    tag: TAG,
    auth: 'customer',
    before: [requireUser],
    responses: { 200: '{success}', 401: 'Not signed in' },
    handler: ({ req }) => deps.logout({ sessionId: req.user?.sessionId ?? '' }),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/register',
    summary: 'Register an account; a verification link is e-mailed',
    description: 'Only firstName, lastName, email, password and password2 are read; anything else (isAdmin, isActive, registeredUser…) is ignored.',
    tag: TAG,
    before: [deps.limit('register')],
    body: z.object({ firstName: text(), lastName: text(), email: text(254), password: text(1024), password2: text(1024) }),
    // The agreement checkbox is the form's own concern: the spec's payload does not carry it.
    formRules: (f) => validateRegistration({ ...f, agreement: true }),
    responses: { 200: '{success, user}', 400: 'Field → message', 429: 'Too many attempts' },
    handler: ({ body }) => deps.register(body),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/verify-user',
    summary: 'Resend the verification mail (same answer whether or not the account exists)',
    tag: TAG,
    before: [deps.limit('resend')],
    body: z.object({ email }),
    responses: { 200: '{success}', 429: 'Too many attempts' },
    handler: ({ body }) => deps.resendVerification(body),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/verifyaccount/:code',
    summary: 'Verify an account with the e-mailed code',
    tag: TAG,
    params: z.object({ code: z.string().max(1024) }),
    responses: { 200: '{success}', 404: 'Unknown or used code' },
    handler: ({ params }) => deps.verifyAccount(params),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/reset-password',
    summary: 'Mail a single-use link (valid 1 hour) to choose a new password; same answer whether or not the account exists',
    tag: TAG,
    before: [deps.limit('reset')],
    body: z.object({ email }),
    responses: { 200: '{success}', 400: 'email → message', 429: 'Too many attempts' },
    handler: ({ body }) => deps.requestPasswordReset(body),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/newPassword/:userid/:code',
    summary: 'Set a new password with an e-mailed reset code; ends every session of the account',
    tag: TAG,
    params: z.object({ userid: z.string().max(100), code: z.string().max(1024) }),
    body: z.object({ password1: text(1024), password2: text(1024) }),
    formRules: (f) => validateNewPassword(f.password1, f.password2),
    responses: { 200: '{success}', 400: 'password1 / password2 → message, or code → message for a used, expired or wrong code' },
    handler: ({ params, body }) => deps.setNewPassword({ userId: params.userid, code: params.code, ...body }),
  });

  return router;
}
