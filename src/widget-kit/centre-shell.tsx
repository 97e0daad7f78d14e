import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { TRIAL_TYPE } from '@schemas/site/constants';
import { sessionAtom } from '../atoms/session';
import { Skeleton } from '../ui/skeleton/skeleton';
import styles from './centre-frame.module.css';

/** The line a centre shows instead of its pages; an alert when the visitor is turned away. */
export function CentreGate({ alert = false, children }: { alert?: boolean; children: ReactNode }) {
  return (
    <p className={styles.gate} role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}

/** A centre is for signed-in members with a real account: a trial account is asked to register. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const session = useAtomValue(sessionAtom);
  if (!session?.token) return <CentreGate>{i18n._(msg`Please log in`)}</CentreGate>;
  if (session.isAgent === TRIAL_TYPE)
    return (
      <CentreGate alert>
        {i18n._(
          msg({ id: 'in_need_true_account', message: 'Please register a real account to use this feature.' }),
        )}
      </CentreGate>
    );
  return children;
}

/**
 * The box a centre fills (its width decides between side menu and tab strip), showing only a
 * skeleton of the menu and page until the frame inside has what decides its menu.
 */
export function CentreShell({
  loadingLabel,
  summaryHeight,
  children,
}: {
  loadingLabel: string;
  /** The summary's height above the menu, so the frame does not jump when it arrives. */
  summaryHeight: number;
  children: ReactNode;
}) {
  return (
    <div className={styles.root}>
      <Suspense fallback={<CentreSkeleton label={loadingLabel} summaryHeight={summaryHeight} />}>
        {children}
      </Suspense>
    </div>
  );
}

function CentreSkeleton({ label, summaryHeight }: { label: string; summaryHeight: number }) {
  return (
    <div className={styles.frame} role="status" aria-busy="true" aria-label={label}>
      <div className={styles.menu}>
        <Skeleton height={summaryHeight} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </div>
      <div className={styles.page}>
        <Skeleton width="40%" height={24} />
        <Skeleton height={180} />
      </div>
    </div>
  );
}
