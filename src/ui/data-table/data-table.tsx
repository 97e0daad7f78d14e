import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<R> {
  key: string;
  header: string;
  /** Money and counts align right. */
  numeric?: boolean;
  cell(row: R): ReactNode;
  /** Shown in the totals row under this column. */
  total?: ReactNode;
}

/**
 * A record table: a real table on wide screens, label-value cards on phones (each
 * cell carries its column's name), with an optional totals row.
 */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  caption,
  totalsLabel,
}: {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R): string;
  caption: string;
  totalsLabel?: string;
}) {
  const hasTotals = columns.some((c) => c.total !== undefined);
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.numeric ? styles.num : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? styles.num : undefined} data-label={c.header}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {hasTotals && (
          <tfoot>
            <tr>
              {columns.map((c, i) => (
                <td
                  key={c.key}
                  className={c.numeric ? styles.num : undefined}
                  data-label={c.total !== undefined ? c.header : undefined}
                  data-empty={c.total === undefined && i > 0 ? 'true' : undefined}
                >
                  {i === 0 && c.total === undefined ? <strong>{totalsLabel}</strong> : c.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
