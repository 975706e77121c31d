import express, { type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import { ok, type Result } from '../../../domain/result.js';
import type { LoginInput } from '../../../application/accounts/login-user.js';
import type { RegisterInput, RegisterOutput } from '../../../application/accounts/register-user.js';
import type { SetNewPasswordInput } from '../../../application/accounts/set-new-password.js';
import { validateNewPassword, validateRegistration } from '../../../domain/account.js';
import type { PasswordPolicy } from '../../../domain/password-policy.js';
import { apiRoute, succeeded } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { emailBody, loginBody, newPasswordBody, registerAnswer, registerBody, successAnswer, tokenAnswer } from '../../http/contract/accounts.js';

type Done = Result<void>;

export interface UserRouteDeps {
  registry: ApiRegistry;
  /** The password rule, so a body that fails its schema still gets every password message. */
  passwordPolicy: PasswordPolicy;
  /** Rate limit per route name (register, reset, resend); sign-in counts its failures itself. */
  limit(route: string): RequestHandler;
  login(input: LoginInput): Promise<Result<{ token: string }>>;
  logout(input: { sessionId: string }): Promise<Done>;
  register(input: RegisterInput): Promise<Result<RegisterOutput>>;
  resendVerification(input: { email: string }): Promise<Done>;
  verifyAccount(input: { code: string }): Promise<Done>;
  requestPasswordReset(input: { email: string }): Promise<Done>;
  setNewPassword(input: SetNewPasswordInput): Promise<Done>;
}

const TAG = 'Accounts';

/** A use case's rate_limited failure carries its wait in `details.retryAfter` (seconds): it goes in the Retry-After header too. */
function withRetryAfter<T>(res: Response, result: Result<T>): Result<T> {
  const wait = result.ok ? undefined : result.details?.retryAfter;
  if (!result.ok && result.code === 'rate_limited' && typeof wait === 'number') res.setHeader('Retry-After', String(wait));
  return result;
}

/** Sign-in, registration, verification and password reset (spec storefront.md §7, checkout-and-account.md §7). */
export function userRoutes(deps: UserRouteDeps): Router {
  const router = express.Router();
  const r = deps.registry;

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/login',
    summary: 'Sign in; merges the guest cart into the server cart and answers a token',
    description:
      'Only failed attempts count: after 5 wrong passwords for one e-mail from one address within a minute the next attempt waits (longer as failures go on), and one address may fail 10 times in 15 minutes over all e-mails. A successful sign-in clears the failures of that e-mail from that address.',
    tag: TAG,
    auth: 'public',
    body: loginBody,
    answer: tokenAnswer,
    responses: { 200: '{token}', 400: 'Field → message (wrong e-mail or password, account not verified)', 429: 'Too many failed attempts ({message, retryAfter} and a Retry-After header)' },
    handler: async ({ body, req, res }) => withRetryAfter(res, await deps.login({ ...body, address: req.ip ?? 'unknown' })),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/logout',
    summary: 'Sign out: ends the session of the token',
    tag: TAG,
    auth: 'customer',
    answer: successAnswer,
    responses: { 200: '{success}', 401: 'Not signed in' },
    handler: ({ req }) => succeeded(deps.logout({ sessionId: req.user?.sessionId ?? '' })),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/register',
    summary: 'Register an account; a verification link is e-mailed',
    description: 'Only firstName, lastName, email, password and password2 are read; anything else (isAdmin, isActive, registeredUser…) is ignored.',
    tag: TAG,
    auth: 'public',
    before: [deps.limit('register')],
    body: registerBody,
    // The agreement checkbox is the form's own concern: the spec's payload does not carry it.
    formRules: (f) => validateRegistration({ ...f, agreement: true }, deps.passwordPolicy),
    answer: registerAnswer,
    responses: { 200: '{success, user}', 400: 'Field → message', 429: 'Too many attempts (also after 5 "already registered" answers to one address in 15 minutes, or 20 a day)' },
    handler: async ({ body, req, res }) => {
      const r = withRetryAfter(res, await deps.register({ ...body, address: req.ip ?? 'unknown' }));
      if (!r.ok) return r;
      const { id, ...user } = r.value.user;
      return ok({ success: true as const, user: { _id: id, ...user } });
    },
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/verify-user',
    summary: 'Resend the verification mail (same answer whether or not the account exists)',
    tag: TAG,
    auth: 'public',
    before: [deps.limit('resend')],
    body: emailBody,
    answer: successAnswer,
    responses: { 200: '{success}', 429: 'Too many attempts' },
    handler: ({ body }) => succeeded(deps.resendVerification(body)),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/verifyaccount/:code',
    summary: 'Verify an account with the e-mailed code',
    tag: TAG,
    auth: 'public',
    params: z.object({ code: z.string().max(1024) }),
    answer: successAnswer,
    responses: { 200: '{success}', 404: 'Unknown or used code' },
    handler: ({ params }) => succeeded(deps.verifyAccount(params)),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/reset-password',
    summary: 'Mail a single-use link (valid 1 hour) to choose a new password; same answer whether or not the account exists',
    tag: TAG,
    auth: 'public',
    before: [deps.limit('reset')],
    body: emailBody,
    answer: successAnswer,
    responses: { 200: '{success}', 400: 'email → message', 429: 'Too many attempts' },
    handler: ({ body }) => succeeded(deps.requestPasswordReset(body)),
  });

  apiRoute(router, r, {
    method: 'post',
    path: '/api/users/newPassword/:userid/:code',
    summary: 'Set a new password with an e-mailed reset code; ends every session of the account',
    tag: TAG,
    auth: 'public',
    params: z.object({ userid: z.string().max(100), code: z.string().max(1024) }),
    body: newPasswordBody,
    formRules: (f) => validateNewPassword(f.password1, f.password2, deps.passwordPolicy),
    answer: successAnswer,
    responses: { 200: '{success}', 400: 'password1 / password2 → message, or code → message for a used, expired or wrong code' },
    handler: ({ params, body }) => succeeded(deps.setNewPassword({ userId: params.userid, code: params.code, ...body })),
  });

  return router;
}
