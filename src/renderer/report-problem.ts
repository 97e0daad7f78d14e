import { sendProblemReport } from '../api/send-problem-report';

const reported = new Set<string>();

/**
 * Tell the operator once per page load that a node could not render: a console
 * warning, and in production a report to the platform's log. The player sees
 * nothing of it; the report carries the node path.
 */
export function reportProblem(path: string, message: string): void {
  const key = `${path}|${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`[tessera] ${path}: ${message}`);
  if (!import.meta.env.DEV) sendProblemReport({ path, message, page: window.location.pathname });
}
