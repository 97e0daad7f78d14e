import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { readySiteAtom } from '../../atoms/site';
import { DialogHost } from '../popups/dialog-host';
import styles from './status-page.module.css';

/** The frame of the special pages: brand, an emblem, the message and the ways forward. */
export function StatusFrame({
  emblem,
  tone,
  children,
}: {
  emblem: ReactNode;
  tone: 'calm' | 'alert';
  children: ReactNode;
}) {
  const { merchant } = useAtomValue(readySiteAtom);
  return (
    <main className={styles.page} data-tone={tone}>
      <div className={styles.card}>
        <img className={styles.logo} src={merchant.logo} alt={merchant.name} width={160} height={48} />
        <div className={styles.emblem} aria-hidden="true">
          {emblem}
        </div>
        {children}
      </div>
      <DialogHost />
    </main>
  );
}
