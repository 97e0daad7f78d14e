import styles from './count-badge.module.css';

/** A red count (spec §2 badges): nothing when the count is 0, "99+" above 99. */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (!(count > 0)) return null;
  return (
    <span className={styles.badge} aria-label={label} role="status">
      {count > 99 ? '99+' : count}
    </span>
  );
}
