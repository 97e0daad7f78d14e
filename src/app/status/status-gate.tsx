import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { systemStatusAtom } from '../../atoms/system-status';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';

/** System status 0 shows the site, 1 the maintenance page, 2 the region-blocked page (spec §2). */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useAtomValue(systemStatusAtom);
  if (status.status === 1) return <MaintenancePage message={status.message} until={status.until} />;
  if (status.status === 2) return <RegionBlockedPage ip={status.ip} />;
  return <>{children}</>;
}
