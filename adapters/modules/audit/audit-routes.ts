import express, { type Router } from 'express';
import { z } from 'zod';
import type { makeListEntityHistory } from '../../../application/audit/list-entity-history.js';
import { AUDIT_ENTITY_TYPES } from '../../../application/audit/ports.js';
import { ok } from '../../../domain/result.js';
import { adminPage, adminRoute, listAnswer } from '../../http/admin-route.js';
import { recordId } from '../../http/id-schemas.js';
import type { ApiRegistry } from '../../http/openapi.js';
import { auditEntryView } from './audit-views.js';
import { auditHistoryAnswer } from '../../http/contract/audit.js';

export interface AuditRoutesDeps {
  registry: ApiRegistry;
  listEntityHistory: ReturnType<typeof makeListEntityHistory>;
}

/** The audit log's one call: a record's history (beyond the spec). */
export function auditRouter(d: AuditRoutesDeps): Router {
  const router = express.Router();

  adminRoute(router, d.registry, {
    method: 'get',
    path: '/api/admin/auditLog/:entityType/:entityId/:page',
    summary: 'What administrators changed on one record, newest first (20 a page)',
    description:
      'Beyond admin.md: every change made in the back office is recorded with who, when, the action and the changed fields before and after, in the same transaction as the change. ' +
      'Answers `{entries, count}`; a record without history answers an empty list.',
    tag: 'Audit log',
    params: z.object({
      entityType: z.enum(AUDIT_ENTITY_TYPES, { message: `Entity type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}.` }),
      entityId: recordId('Entity id'),
      page: adminPage,
    }),
    answer: auditHistoryAnswer,
    responses: { 200: '`{entries, count}`', 400: 'Unknown entity type, malformed id or page: `{field: message}`' },
    handler: async ({ params }) => {
      const r = await d.listEntityHistory(params);
      return r.ok ? ok(listAnswer('entries', r.value.entries.map(auditEntryView), r.value.count)) : r;
    },
  });

  return router;
}
