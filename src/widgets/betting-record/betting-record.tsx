import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { GAME_TYPES } from '@schemas/site/constants';
import { recordRangeProblem } from '@schemas/api/wallet-rules';
import type { getBettingRecord } from '../../api/endpoints';
import { bettingRecordAtom, bettingRecordQueryAtom, recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { gameTypeLabel, rangeProblemText, recordTime } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { DateRange } from '../../ui/date-range/date-range';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import type { BettingRecordProps } from './betting-record.props';
import styles from './betting-record.module.css';

type Row = ResponseOf<typeof getBettingRecord>['items'][number];

/** personalHistoryCopy (spec §2 "betting record"): rounds with stake, payout and profit. */
export default function BettingRecord({ pageSize = 20 }: BettingRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(bettingRecordQueryAtom);
  const record = useAsyncAtom(bettingRecordAtom);
  const { today, minDate } = recordDays();
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = recordRangeProblem(query.startDate, query.endDate, query.utcOffset);
  const status = (s: Row['status']) =>
    s === 'settled' ? i18n._(msg`Settled`) : s === 'open' ? i18n._(msg`In play`) : i18n._(msg`Cancelled`);

  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{recordTime(r.time)}</time>,
    },
    {
      key: 'game',
      header: i18n._(msg`Game`),
      cell: (r) => (
        <span className={styles.game}>
          {r.gameName}
          <span className={styles.sub}>
            {gameTypeLabel(r.gameType)} · {r.vendor}
          </span>
        </span>
      ),
    },
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
      cell: (r) => (
        <Money
          text={money(r.profit)}
          tone={r.status !== 'settled' || r.profit === 0 ? 'neutral' : r.profit > 0 ? 'plus' : 'minus'}
        />
      ),
    },
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (r) => (
        <span className={styles.status} data-status={r.status}>
          {status(r.status)}
        </span>
      ),
    },
  ];

  const data = record.data;
  const state = problem
    ? 'empty'
    : record.error
      ? 'error'
      : !data
        ? 'loading'
        : data.items.length === 0
          ? 'empty'
          : 'ready';
  const typeOptions = [
    { value: '', label: i18n._(msg`All games`) },
    ...GAME_TYPES.map((t) => ({ value: t, label: gameTypeLabel(t) })),
  ];
  return (
    <RecordView
      filters={
        <>
          <DateRange
            value={query}
            today={today}
            minDate={minDate}
            onChange={(r) => setQuery({ ...query, ...r, page: 1 })}
          />
          <div className={styles.select}>
            <SelectField
              label={i18n._(msg`Game type`)}
              value={query.gameType ?? ''}
              options={typeOptions}
              onChange={(v) => {
                const { gameType: _old, ...rest } = query;
                setQuery(v ? { ...rest, gameType: v, page: 1 } : { ...rest, page: 1 });
              }}
            />
          </div>
          {problem && <FormMessage tone="error">{rangeProblemText(problem)}</FormMessage>}
        </>
      }
      summary={
        data && !problem
          ? [
              {
                label: i18n._(msg`Rounds`),
                value: <span className={styles.count}>{data.totals.rounds}</span>,
              },
              { label: i18n._(msg`Stake`), value: <Money text={money(data.totals.stake)} symbol={symbol} /> },
              {
                label: i18n._(msg`Payout`),
                value: <Money text={money(data.totals.payout)} symbol={symbol} />,
              },
              {
                label: i18n._(msg`Profit`),
                value: (
                  <Money
                    text={money(data.totals.profit)}
                    symbol={symbol}
                    tone={data.totals.profit > 0 ? 'plus' : data.totals.profit < 0 ? 'minus' : 'neutral'}
                  />
                ),
              },
            ]
          : undefined
      }
      state={state}
      loadingLabel={i18n._(msg`Loading the betting record`)}
      emptyTitle={i18n._(msg`No bets in this period`)}
      emptyText={problem ? undefined : i18n._(msg`Choose a longer date range or another game type.`)}
      errorMessage={moneyErrorText(record.error)}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={record.retry}
    >
      {data && (
        <>
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={(r) => `${r.vendor}:${r.roundId}`}
            caption={i18n._(msg`Betting record`)}
          />
          <Pager
            page={query.page}
            pageCount={Math.ceil(data.total / query.pageSize)}
            onChange={(page) => setQuery({ ...query, page })}
            label={i18n._(msg`Betting record pages`)}
          />
        </>
      )}
    </RecordView>
  );
}
