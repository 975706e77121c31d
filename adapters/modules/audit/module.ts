import { makeListEntityHistory } from '../../../application/audit/list-entity-history.js';
import type { ShopModule } from '../../platform/module.js';
import { AUDIT, T } from '../../platform/tokens.js';
import { postgresAuditLog, postgresAuditReader } from './audit-log-repository.js';
import { auditRouter } from './audit-routes.js';

/**
 * The administrators' audit log. It offers the log as a repository factory (`AUDIT.logIn`): a
 * back-office module binds it into its unit of work, so each entry commits with its change.
 */
export const auditModule: ShopModule = {
  name: 'audit',
  bind(c) {
    c.bind(AUDIT.logIn).toConstantValue(postgresAuditLog);
  },
  routers(c) {
    return [auditRouter({ registry: c.get(T.registry), listEntityHistory: makeListEntityHistory({ audit: postgresAuditReader(c.get(T.db)) }) })];
  },
};
