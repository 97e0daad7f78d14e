import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getPersonalProfit } from '../../api/endpoints';
import { profitAtom, profitQueryAtom } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { gameTypeLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money/money';
import { DatedRecord } from '../../widget-kit/dated-record';
import type { WidgetBaseProps } from '../define-widget';
import type { ProfitLossProps } from './profit-loss.props';
import styles from './profit-loss.module.css';
import { calendarDayText } from '../../i18n/format-dates';

type Answer = ResponseOf<typeof getPersonalProfit>;
type DayRow = Answer['byDay'][number];
type TypeRow = Answer['byGameType'][number];

const tone = (n: number) => (n > 0 ? 'plus' : n < 0 ? 'minus' : 'neutral');

/** personalProfit (spec §2 "personal loss"): stake, payout and profit by day and by game type. */
export default function ProfitLoss({ showBars = true }: ProfitLossProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(profitQueryAtom);
  const profit = useAsyncAtom(profitAtom);
  const largest = Math.max(1, ...(profit.data?.byDay ?? []).map((d) => Math.abs(d.profit)));
  const sums = <
    R extends { rounds: number; stake: number; payout: number; profit: number },
  >(): Column<R>[] => [
    { key: 'rounds', header: i18n._(msg`Rounds`), numeric: true, cell: (r) => r.rounds },
    { key: 'stake', header: i18n._(msg`Stake`), numeric: true, cell: (r) => <Money text={money(r.stake)} /> },
    {
      key: 'payout',
      header: i18n._(msg`Payout`),
      numeric: true,
      cell: (r) => <Money text={money(r.payout)} />,
    },
    {
      key: 'profit',
      header: i18n._(msg`Profit`),
      numeric: true,
      cell: (r) => <Money text={money(r.profit)} tone={tone(r.profit)} />,
    },
  ];
  const dayColumns: Column<DayRow>[] = [
    {
      key: 'date',
      header: i18n._(msg`Day`),
      cell: (r) => <time dateTime={r.date}>{calendarDayText(r.date)}</time>,
    },
    ...sums<DayRow>(),
    ...(showBars
      ? [
          {
            key: 'bar',
            header: i18n._(msg`Result`),
            cell: (r: DayRow) => (
              <span
                className={styles.bar}
                data-tone={tone(r.profit)}
                style={{ '--share': `${Math.round((Math.abs(r.profit) / largest) * 100)}%` } as CSSProperties}
                aria-hidden="true"
              />
            ),
          },
        ]
      : []),
  ];
  const typeColumns: Column<TypeRow>[] = [
    { key: 'type', header: i18n._(msg`Game type`), cell: (r) => gameTypeLabel(r.gameType) },
    ...sums<TypeRow>(),
  ];
  return (
    <DatedRecord
      query={query}
      setQuery={setQuery}
      view={profit}
      isEmpty={(data) => data.byDay.length === 0}
      summary={(data) => [
        { label: i18n._(msg`Stake`), value: <Money text={money(data.totals.stake)} symbol={symbol} /> },
        {
          label: i18n._(msg`Payout`),
          value: <Money text={money(data.totals.payout)} symbol={symbol} />,
        },
        {
          label: i18n._(msg`Profit`),
          value: <Money text={money(data.totals.profit)} symbol={symbol} tone={tone(data.totals.profit)} />,
        },
      ]}
      loadingLabel={i18n._(msg`Loading profit and loss`)}
      emptyTitle={i18n._(msg`No settled bets in this period`)}
      emptyText={i18n._(msg`Choose a longer date range.`)}
    >
      {(data) => (
        <div className={styles.tables}>
          <section aria-label={i18n._(msg`By day`)}>
            <h3 className={styles.title}>{i18n._(msg`By day`)}</h3>
            <DataTable
              columns={dayColumns}
              rows={data.byDay}
              rowKey={(r) => r.date}
              caption={i18n._(msg`Profit by day`)}
            />
          </section>
          <section aria-label={i18n._(msg`By game type`)}>
            <h3 className={styles.title}>{i18n._(msg`By game type`)}</h3>
            <DataTable
              columns={typeColumns}
              rows={data.byGameType}
              rowKey={(r) => r.gameType}
              caption={i18n._(msg`Profit by game type`)}
            />
          </section>
        </div>
      )}
    </DatedRecord>
  );
}
