import type { ReactNode } from 'react';
import styles from './state-view.module.css';

/** Nothing to show yet: a sentence and, where it helps, the next step. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.box}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
        <path
          d="M4 13h4l2 3h4l2-3h4M4 13l2.5-7h11L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.title}>{title}</p>
      {children ? <p className={styles.text}>{children}</p> : null}
      {action}
    </div>
  );
}

/** Loading failed: what happened and a way to try again. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
        <path
          d="M12 3 2 21h20zM12 10v5M12 18v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className={styles.title}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}
