import type { RequestOf } from '@schemas/api/endpoint';
import { reportPortalProblem } from './endpoints';
import type { PortalModule } from '@schemas/api/modules';

/**
 * Tell the platform a part of a page could not be drawn. Fire and forget: it may
 * run while the page unloads (keepalive), and a failed report never bothers the player.
 */
export function sendProblemReport(report: RequestOf<typeof reportPortalProblem>): void {
  try {
    void fetch(reportPortalProblem.path, {
      method: reportPortalProblem.method,
      keepalive: true,
      headers: { 'content-type': 'application/json', 'x-module': 'renderer' satisfies PortalModule },
      body: JSON.stringify({
        path: report.path.slice(0, 300),
        message: report.message.slice(0, 500),
        page: report.page.slice(0, 300) || '/',
      }),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test environment): the console warning remains.
  }
}
