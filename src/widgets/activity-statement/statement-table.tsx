import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { STATEMENT_COLUMNS, type StatementSums } from '@schemas/api/protection-statement-rules';
import type { ActivityStatement } from '../../atoms/activity-statement';
import { languageAtom } from '../../atoms/preferences';
import { calendarDayText, calendarMonthText } from '../../i18n/format-dates';
import { formatMoney } from '../../i18n/format-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import styles from './activity-statement.module.css';

type Row = ActivityStatement['rows'][number];

/** A row's period as the platform names it, a month ("2026-12") or a day ("2026-12-02"), as a member reads it. */
function periodText(period: string): string {
  if (/^\d{4}-\d{2}$/.test(period)) return calendarMonthText(period);
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return calendarDayText(period);
  return period;
}

/** The totals as a summary, then the rows with a totals line. */
export function StatementTable({ statement }: { statement: ActivityStatement }) {
  const { i18n } = useLingui();
  const language = useAtomValue(languageAtom);
  const money = (minor: number) => formatMoney(minor, language);
  const names: Record<keyof StatementSums, string> = {
    deposits: i18n._(msg`Deposits`),
    withdrawals: i18n._(msg`Withdrawals`),
    stakes: i18n._(msg`Stakes`),
    payouts: i18n._(msg`Payouts`),
    net: i18n._(msg`Net result`),
    bonuses: i18n._(msg`Bonuses`),
  };
  const columns: Column<Row>[] = [
    {
      key: 'period',
      header: statement.groupBy === 'month' ? i18n._(msg`Month`) : i18n._(msg`Day`),
      cell: (r) => <time dateTime={r.period}>{periodText(r.period)}</time>,
    },
    ...STATEMENT_COLUMNS.map((c) => ({
      key: c,
      header: names[c],
      numeric: true,
      cell: (r: Row) => money(r[c]),
      total: money(statement.totals[c]),
    })),
  ];
  return (
    <>
      <dl className={styles.totals} aria-label={i18n._(msg`Totals`)}>
        {STATEMENT_COLUMNS.map((c) => (
          <div key={c} className={styles.total}>
            <dt>{names[c]}</dt>
            <dd>
              {money(statement.totals[c])} <span className={styles.currency}>{statement.currency}</span>
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        columns={columns}
        rows={statement.rows}
        rowKey={(r) => r.period}
        caption={i18n._(msg`Activity from ${statement.from} to ${statement.to}`)}
        totalsLabel={i18n._(msg`Total`)}
      />
    </>
  );
}
