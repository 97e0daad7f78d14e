import type { ReactNode } from 'react';
import styles from './form.module.css';

const TONE = { error: styles.messageError, success: styles.messageSuccess, info: styles.messageInfo };

/** A message above or below a form: the failure of a submit, a confirmation. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`${styles.message} ${TONE[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
