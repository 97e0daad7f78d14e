import { opsAuditLog } from '../../schemas/api/ops/ops-audit';
import { handleOps, operatorOf } from '../http/handle-ops';
import { auditPage } from '../services/operators/audit-log';
import { merchantScope } from '../services/operators/operator-scope';
import type { RoutePlugin } from './route-plugin';

/** The back office's operator audit: read only, within the operator's merchant scope. */
export const backOfficeAuditRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsAuditLog, async ({ merchant, ...filters }, ctx) => {
    // An operator of one merchant always reads its own merchant's lines; naming another is refused.
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return auditPage(deps.db, { merchantId, ...filters });
  });
};
