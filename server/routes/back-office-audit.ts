import type { FastifyInstance } from 'fastify';
import { opsAuditLog } from '../../schemas/api/ops/ops-audit';
import type { AppDeps } from '../app-deps';
import { handleOps, operatorOf } from '../http/handle-ops';
import { auditPage } from '../services/operators/audit-log';
import { merchantScope } from '../services/operators/operator-scope';

/** The back office's operator audit: read only, within the operator's merchant scope. */
export function backOfficeAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  handleOps(app, deps, opsAuditLog, async ({ merchant, ...filters }, ctx) => {
    // An operator of one merchant always reads its own merchant's lines; naming another is refused.
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return auditPage(deps.db, { merchantId, ...filters });
  });
}
