import { opsDailyReport, opsDailyReportCsv } from '../../schemas/api/ops/ops-reports';
import { handleOpsDownload } from '../http/handle-ops-download';
import { handleOps, operatorOf } from '../http/handle-ops';
import { dailyReport } from '../services/operators/daily-report';
import { reportCsvLines, reportFileName } from '../services/operators/daily-report-csv';
import { reportDays } from '../services/operators/report-days';
import { merchantScope } from '../services/operators/operator-scope';
import type { RoutePlugin } from './route-plugin';

/** The back office's daily report and its CSV download, within the operator's merchant scope. */
export const backOfficeReportRoutes: RoutePlugin = async (app, { deps }) => {
  handleOps(app, deps, opsDailyReport, async ({ merchant, ...question }, ctx) => {
    // An operator of one merchant always reads its own merchant; naming another is refused.
    const merchantId = await merchantScope(deps.db, operatorOf(ctx), merchant);
    return dailyReport(deps.db, { ...question, merchantId });
  });
  handleOpsDownload(app, deps, opsDailyReportCsv, async ({ merchant, ...question }, ctx) => {
    // The range is refused (naming its field) before anything is read.
    reportDays(question);
    const op = operatorOf(ctx);
    const merchantId = await merchantScope(deps.db, op, merchant);
    const report = await dailyReport(deps.db, { ...question, merchantId });
    return {
      fileName: reportFileName(report, merchant ?? op.merchantCode ?? undefined),
      contentType: 'text/csv; charset=utf-8',
      lines: reportCsvLines(report),
    };
  });
};
