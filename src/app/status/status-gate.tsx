import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { systemStatusAtom } from '../../atoms/system-status';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';

/**
 * The customer-service window's page (help only, spec §2): the status pages' customer-service
 * button opens it, so it stays open in maintenance and for blocked regions, as the platform
 * keeps customer service and the help centre open (server/http/system-gate.ts).
 */
const OPEN_WHILE_CLOSED = new Set(['/helpmc']);

/** System status 0 shows the site, 1 the maintenance page, 2 the region-blocked page (spec §2). */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useAtomValue(systemStatusAtom);
  if (status.status !== 0 && OPEN_WHILE_CLOSED.has(window.location.pathname)) return <>{children}</>;
  if (status.status === 1) return <MaintenancePage message={status.message} until={status.until} />;
  if (status.status === 2) return <RegionBlockedPage ip={status.ip} />;
  return <>{children}</>;
}
