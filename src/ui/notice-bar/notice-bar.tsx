import type { ReactNode } from 'react';
import styles from './notice-bar.module.css';

/**
 * A sentence in a bar in place of content that is not there (log in first, could not be loaded,
 * nothing here), with the step that helps at its end. An alert is read out when it appears.
 */
export function NoticeBar({
  alert,
  action,
  children,
}: {
  alert?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.bar} role={alert ? 'alert' : undefined}>
      <p>{children}</p>
      {action}
    </div>
  );
}
