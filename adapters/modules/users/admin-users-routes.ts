import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeGetUser } from '../../../application/users/get-user.js';
import type { makeListUsers } from '../../../application/users/list-users.js';
import { USER_FILTERS, type DeleteUser, type UpdateUser, type UserFilter } from '../../../application/users/ports.js';
import { isValidEmail, normalizeEmail } from '../../../domain/address.js';
import { normalizeName, personNameProblem } from '../../../domain/person-name.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, idParams, listAnswer, noneSegment } from '../../http/admin-route.js';
import { recordId } from '../../http/id-schemas.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { adminUserAnswer, adminUsersAnswer, successAnswer } from '../../http/contract/users.js';
import { adminUserRowView, adminUserView } from './admin-user-views.js';

export interface AdminUserRoutesDeps {
  registry: ApiRegistry;
  listUsers: ReturnType<typeof makeListUsers>;
  getUser: ReturnType<typeof makeGetUser>;
  updateUser: UpdateUser;
  deleteUser: DeleteUser;
}

const TAG = 'Back office: users';
const USER_NOT_FOUND = 'No user has this id: `{message}`';

const filter = z
  .string()
  .describe(`${USER_FILTERS.join(', ')} (newest when - or empty)`)
  .meta({ enum: [...USER_FILTERS, '-'] })
  .transform((s, ctx): UserFilter => {
    const t = s.trim().toLowerCase();
    if (t === '' || t === '-') return 'newest';
    const found = USER_FILTERS.find((f) => f === t);
    if (!found) ctx.addIssue({ code: 'custom', message: `Filter must be one of ${USER_FILTERS.join(', ')}.` });
    return found ?? 'newest';
  });

const name = (label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .transform(normalizeName)
    .superRefine((v, ctx) => {
      const problem = personNameProblem(v, { label });
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const flag = (what: string) => z.boolean({ message: `${what} must be true or false.` });
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} has at most ${max} characters.`);

/** An object of exactly these fields: any other is a 400 naming it, with `message`. */
function only<S extends z.ZodRawShape>(shape: S, message: string) {
  const known = new Set(Object.keys(shape));
  const schema = z.object(shape);
  return z.unknown().transform((o, ctx): z.output<typeof schema> => {
    if (typeof o === 'object' && o !== null && !Array.isArray(o)) {
      for (const key of Object.keys(o)) if (!known.has(key)) ctx.addIssue({ code: 'custom', message, path: [key] });
    }
    const r = schema.safeParse(o);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return r.success ? r.data : z.NEVER;
  });
}

const address = only(
  {
    _id: recordId('Address id').optional(),
    addressType: z.enum(['default', 'other'], { message: 'Address type must be default or other.' }),
    streetAdress: text('Street address', 200),
    suburb: text('Suburb', 100),
    region: z.string({ message: 'Region must be text.' }).trim().max(50, 'Region has at most 50 characters.'),
    zipCode: text('Postcode', 10),
  },
  'This address field is not known.',
);

/** Only these fields may be changed; any other is a 400 naming it. */
const updateBody = only(
  {
    isAdmin: flag('isAdmin').optional(),
    isActive: flag('isActive').optional(),
    sendOffers: flag('sendOffers').optional(),
    firstName: name('First name').optional(),
    lastName: name('Last name').optional(),
    email: z.string({ message: 'Please enter an e-mail address.' }).transform(normalizeEmail).refine(isValidEmail, 'Please enter a valid e-mail address.').optional(),
    adress: z
      .array(address, { message: 'Addresses must be a list.' })
      .max(20, 'At most 20 addresses.')
      .refine((list) => list.filter((a) => a.addressType === 'default').length <= 1, 'Only one address can be the primary (default) one.')
      .optional(),
  },
  'This field cannot be changed here.',
).describe(
  'Any of isAdmin, isActive, sendOffers (booleans), firstName, lastName, email (text), adress (the full list of {_id?, addressType: default|other, streetAdress, suburb, region, zipCode}); any other field is refused with 400',
);

/** The back office's user calls (admin-api.md "Users"). */
export function adminUserRouter(d: AdminUserRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getUsers/:page/:filter/:query',
    summary: 'A page (20) of users by filter (newest, oldest, admins, registered, guests, inactive, subscribed), searched by name or e-mail ignoring case',
    tag: TAG,
    params: z.object({ page: adminPage, filter, query: noneSegment('Name or e-mail (any case); - for none') }),
    responses: { 200: '`{users, count, countCapped}`; a search counts at most 1,000 past the page start (`countCapped` then true: show 1,000+)', 400: 'A bad page or filter: `{field: message}`' },
    answer: adminUsersAnswer,
    handler: async ({ params }) => {
      const r = await d.listUsers(params);
      return r.ok ? ok({ ...listAnswer('users', r.value.rows.map(adminUserRowView), r.value.count), countCapped: r.value.countCapped }) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/getSingleUser/:id',
    summary: 'One user with their addresses, their orders newest first and the customer-type badge (never a password hash or a token)',
    tag: TAG,
    params: idParams('User id'),
    responses: { 200: 'The user', 400: '`{id}`', 404: USER_NOT_FOUND },
    answer: adminUserAnswer,
    handler: async ({ params }) => {
      const r = await d.getUser({ id: params.id });
      return r.ok ? ok(adminUserView(r.value)) : r;
    },
  });

  adminRoute(router, d.registry, {
    method: 'post',
    path: '/api/admin/updateSingleUser/:id',
    summary: 'Changes any of isAdmin, isActive, sendOffers, firstName, lastName, email and the address list; taking access away ends the sessions at once',
    tag: TAG,
    params: idParams('User id'),
    body: updateBody,
    responses: {
      200: 'The updated user',
      400: 'Bad or unknown fields: `{field: message}`',
      404: USER_NOT_FOUND,
      409: '`{email}` taken; `{isAdmin}`/`{isActive}`: your own rights; `{message}`: the last administrator',
    },
    answer: adminUserAnswer,
    handler: async ({ params, body, actor }) => {
      const r = await d.updateUser({ actor, id: params.id, ...body, adress: body.adress?.map(({ _id, ...a }) => ({ ...a, id: _id })) });
      if (!r.ok) return r;
      const fresh = await d.getUser({ id: params.id });
      return fresh.ok ? ok(adminUserView(fresh.value)) : fresh;
    },
  });

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/deleteSingleUser/:id',
    summary: "Deletes a user: their sessions end at once; their orders stay, with the buyer's name and address",
    tag: TAG,
    alsoDelete: true,
    params: idParams('User id'),
    responses: { 200: '`{success: true}`', 400: '`{id}`', 404: USER_NOT_FOUND, 409: 'Yourself, or the last administrator: `{message}`' },
    answer: successAnswer,
    handler: async ({ params, actor }) => d.deleteUser({ actor, id: params.id }),
  });

  return router;
}
