import express, { type RequestHandler, type Router } from 'express';
import type { CustomerData } from '../../../application/accounts/ports.js';
import type { DeleteCustomerAccountFailure } from '../../../application/accounts/delete-customer-account.js';
import { ok, type Result } from '../../../domain/result.js';
import { apiRoute } from '../../http/api-route.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { dataExportAnswer, deleteAccountBody, successAnswer, type DataExportResponse } from '../../http/contract/accounts.js';

export interface DataRightsRouteDeps {
  registry: ApiRegistry;
  /** Counts attempts per address, so a stolen session cannot guess the password for ever. */
  limit(route: string): RequestHandler;
  now(): Date;
  exportCustomerData(input: { userId: string }): Promise<Result<CustomerData, 'not_found'>>;
  deleteCustomerAccount(input: { userId: string; password: string }): Promise<Result<{ success: true }, DeleteCustomerAccountFailure>>;
}

const TAG = 'Accounts';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The export as the file gives it: dates as ISO strings, ids as the rest of the API names them. */
export const dataExportView = (data: CustomerData, exportedAt: Date): DataExportResponse => ({
  exportedAt: exportedAt.toISOString(),
  profile: { ...data.profile, dateCreated: data.profile.dateCreated.toISOString(), lastLogin: iso(data.profile.lastLogin) },
  addresses: data.addresses.map(({ id, userId: _u, createdAt, ...a }) => ({ _id: id, ...a, createdAt: createdAt.toISOString() })),
  orders: data.orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
  reviews: data.reviews.map((r) => ({ ...r, lastUpdated: r.lastUpdated.toISOString() })),
  feedback: data.feedback.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
  stockistInquiries: data.stockistInquiries.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
});

/** The signed-in customer's data rights: a copy of their data, and deleting their account (ADR 080). */
export function dataRightsRoutes(deps: DataRightsRouteDeps): Router {
  const router = express.Router();

  apiRoute(router, deps.registry, {
    method: 'get',
    path: '/api/users/data-export',
    summary: 'Download everything the shop holds about the signed-in customer (profile, addresses, orders, reviews, feedback, stockist enquiries) as a JSON file',
    tag: TAG,
    auth: 'customer',
    answer: dataExportAnswer,
    responses: { 200: 'The data, as an attachment', 401: 'Not signed in', 404: 'The account is gone' },
    handler: async ({ req, res }) => {
      const r = await deps.exportCustomerData({ userId: req.user?.userId ?? '' });
      if (!r.ok) return r;
      const now = deps.now();
      res.setHeader('Content-Disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.json"`);
      res.setHeader('Cache-Control', 'no-store');
      return ok(dataExportView(r.value, now));
    },
  });

  apiRoute(router, deps.registry, {
    method: 'post',
    path: '/api/users/delete-account',
    summary: 'Delete the signed-in customer account; orders stay for the tax records without personal details',
    tag: TAG,
    auth: 'customer',
    before: [deps.limit('delete-account')],
    body: deleteAccountBody,
    answer: successAnswer,
    responses: { 200: '{success}; every session of the account has ended', 400: '{password} when it is wrong', 401: 'Not signed in', 403: 'An administrator account', 429: 'Too many attempts' },
    handler: ({ body, req }) => deps.deleteCustomerAccount({ userId: req.user?.userId ?? '', password: body.password }),
  });

  return router;
}
