import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { ResponseOf } from '@schemas/api/endpoint';
import { GAME_TYPES } from '@schemas/site/constants';
import type { getBettingRecord } from '../../api/endpoints';
import { bettingRecordAtom, bettingRecordQueryAtom } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { gameTypeLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import type { Column } from '../../ui/data-table/data-table';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { DatedRecord } from '../../widget-kit/dated-record';
import { PagedTable, usePageSize } from '../../widget-kit/paged-table';
import type { WidgetBaseProps } from '../define-widget';
import type { BettingRecordProps } from './betting-record.props';
import styles from './betting-record.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof getBettingRecord>['items'][number];

/** personalHistoryCopy (spec §2 "betting record"): rounds with stake, payout and profit. */
export default function BettingRecord({ pageSize = 20 }: BettingRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(bettingRecordQueryAtom);
  const record = useAsyncAtom(bettingRecordAtom);
  usePageSize(query, setQuery, pageSize);
  const status = (s: Row['status']) =>
    s === 'settled' ? i18n._(msg`Settled`) : s === 'open' ? i18n._(msg`In play`) : i18n._(msg`Cancelled`);

  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{dateTimeText(r.time)}</time>,
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

  const typeOptions = [
    { value: '', label: i18n._(msg`All games`) },
    ...GAME_TYPES.map((t) => ({ value: t, label: gameTypeLabel(t) })),
  ];
  return (
    <DatedRecord
      query={query}
      setQuery={setQuery}
      view={record}
      isEmpty={(data) => data.items.length === 0}
      filters={
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
      }
      summary={(data) => [
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
      ]}
      loadingLabel={i18n._(msg`Loading the betting record`)}
      emptyTitle={i18n._(msg`No bets in this period`)}
      emptyText={i18n._(msg`Choose a longer date range or another game type.`)}
    >
      {(data) => (
        <PagedTable
          rows={data.items}
          total={data.total}
          query={query}
          setQuery={setQuery}
          columns={columns}
          rowKey={(r) => `${r.vendor}:${r.roundId}`}
          caption={i18n._(msg`Betting record`)}
          pagerLabel={i18n._(msg`Betting record pages`)}
        />
      )}
    </DatedRecord>
  );
}
