import styles from './dialog.module.css';

/** Icons a dialog may carry (spec §2 dialog helper). */
export type DialogIcon = 'info' | 'success' | 'warning' | 'error' | 'question';

const paths: Record<DialogIcon, string> = {
  info: 'M12 10.5v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-7',
  warning: 'M12 7.5v5.5M12 16.5v.01',
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  question: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.3M12 16.8v.01',
};

export function DialogIconBadge({ icon }: { icon: DialogIcon }) {
  return (
    <span className={`${styles.icon} ${styles[icon]}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="30" height="30">
        <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d={paths[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
