import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { systemStatusAtom } from '../../atoms/system-status';

// Shown only while the site is closed: loaded then, not on every first visit.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const RegionBlockedPage = lazy(() =>
  import('./region-blocked-page').then((m) => ({ default: m.RegionBlockedPage })),
);

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
  if (status.status === 1)
    return (
      <Suspense>
        <MaintenancePage message={status.message} until={status.until} />
      </Suspense>
    );
  if (status.status === 2)
    return (
      <Suspense>
        <RegionBlockedPage ip={status.ip} />
      </Suspense>
    );
  return <>{children}</>;
}
