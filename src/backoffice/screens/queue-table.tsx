import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Fragment, type ReactNode } from 'react';
import { usePlatformWide } from './queue-parts';
import styles from './back-office.module.css';

/** One column of a queue's table: its header (also each cell's label on a narrow screen) and cell. */
export interface QueueColumn<T> {
  header: string;
  /** Right-aligned figures (amounts, points). */
  numeric?: boolean;
  cell(item: T): ReactNode;
}

/**
 * A queue's rows as a table: the columns, then the row's actions under a header only a screen
 * reader hears. Each cell carries its header as `data-label`, which a narrow screen shows.
 */
export function QueueTable<T>({
  items,
  rowKey,
  columns,
  actions,
}: {
  items: T[];
  rowKey(item: T): string | number;
  columns: QueueColumn<T>[];
  actions(item: T): ReactNode;
}) {
  const { i18n } = useLingui();
  const actionsLabel = i18n._(msg`Actions`);
  return (
    <table className={`${styles.table} ${styles.queue}`}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.numeric ? styles.number : undefined}>
              {c.header}
            </th>
          ))}
          <th scope="col">
            <span className={styles.visuallyHidden}>{actionsLabel}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((c) => (
              <td key={c.header} data-label={c.header} className={c.numeric ? styles.number : undefined}>
                {c.cell(item)}
              </td>
            ))}
            <td data-label={actionsLabel}>{actions(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row's reference, with its merchant for an operator who sees every merchant's. */
export function QueueReference({ reference, merchant }: { reference: string; merchant: string }) {
  const platformWide = usePlatformWide();
  return (
    <>
      <span className={styles.reference}>{reference}</span>
      {platformWide && <span className={styles.muted}> · {merchant}</span>}
    </>
  );
}

/** The member a row belongs to: name and number. */
export function QueueMember({ username, memberId }: { username: string; memberId: number }) {
  return (
    <>
      {username}
      <span className={styles.muted}> #{memberId}</span>
    </>
  );
}

/** A cell's main text with muted lines under it; empty notes (no reason yet) are left out. */
export function QueueLines({ main, notes }: { main: ReactNode; notes: (ReactNode | null | undefined)[] }) {
  return (
    <>
      {main}
      {notes.map(
        (note, i) =>
          note && (
            <Fragment key={i}>
              <br />
              <span className={styles.muted}>{note}</span>
            </Fragment>
          ),
      )}
    </>
  );
}

/** A row's risk flags as a labelled list, or a dash when it has none. */
export function QueueFlags<F extends string>({
  flags,
  label,
}: {
  flags: F[];
  label: Record<F, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  if (flags.length === 0) return '—';
  return (
    <ul className={styles.flags} aria-label={i18n._(msg`Risk flags`)}>
      {flags.map((f) => (
        <li key={f} className={styles.flag}>
          {i18n._(label[f])}
        </li>
      ))}
    </ul>
  );
}
