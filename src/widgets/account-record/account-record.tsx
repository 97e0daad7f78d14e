import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { recordRangeProblem } from '@schemas/api/wallet-rules';
import type { getAccountRecord } from '../../api/endpoints';
import { accountRecordAtom, accountRecordQueryAtom, recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { movementLabel, rangeProblemText, recordTime, walletLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { DateRange } from '../../ui/date-range/date-range';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import type { AccountRecordProps } from './account-record.props';
import styles from './account-record.module.css';

type Row = ResponseOf<typeof getAccountRecord>['items'][number];
type Category = NonNullable<Row['category']>;

/** transactionHistory (spec §2 "account record"): every movement with the balance after it. */
export default function AccountRecord({ pageSize = 20 }: AccountRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(accountRecordQueryAtom);
  const record = useAsyncAtom(accountRecordAtom);
  const { today, minDate } = recordDays();
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = recordRangeProblem(query.startDate, query.endDate, query.utcOffset);

  const categories: { value: Category | ''; label: string }[] = [
    { value: '', label: i18n._(msg`All types`) },
    { value: 'deposit', label: i18n._(msg`Deposits`) },
    { value: 'withdrawal', label: i18n._(msg`Withdrawals`) },
    { value: 'transfer', label: i18n._(msg`Transfers`) },
    { value: 'game', label: i18n._(msg`Games`) },
    { value: 'bonus', label: i18n._(msg`Bonuses`) },
    { value: 'other', label: i18n._(msg`Other`) },
  ];
  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{recordTime(r.time)}</time>,
    },
    {
      key: 'type',
      header: i18n._(msg`Type`),
      cell: (r) => (
        <span className={styles.type}>
          {movementLabel(r.type, r.amount)}
          {r.detail ? <span className={styles.detail}>{r.detail}</span> : null}
        </span>
      ),
    },
    { key: 'wallet', header: i18n._(msg`Wallet`), cell: (r) => walletLabel(r.wallet) },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => <Money text={money(r.amount)} tone={r.amount > 0 ? 'plus' : 'minus'} />,
    },
    {
      key: 'after',
      header: i18n._(msg`Balance after`),
      numeric: true,
      cell: (r) => <Money text={money(r.balanceAfter)} />,
    },
    {
      key: 'ref',
      header: i18n._(msg`Reference`),
      cell: (r) => <span className={styles.ref}>{r.reference}</span>,
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
              label={i18n._(msg`Type`)}
              value={query.category ?? ''}
              options={categories}
              onChange={(v) => {
                const { category: _old, ...rest } = query;
                setQuery(v ? { ...rest, category: v as Category, page: 1 } : { ...rest, page: 1 });
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
                label: i18n._(msg`Money in`),
                value: <Money text={money(data.totals.moneyIn)} symbol={symbol} tone="plus" />,
              },
              {
                label: i18n._(msg`Money out`),
                value: <Money text={money(-data.totals.moneyOut)} symbol={symbol} tone="minus" />,
              },
              { label: i18n._(msg`Net`), value: <Money text={money(data.totals.net)} symbol={symbol} /> },
            ]
          : undefined
      }
      state={state}
      loadingLabel={i18n._(msg`Loading the account record`)}
      emptyTitle={i18n._(msg`No movements in this period`)}
      emptyText={problem ? undefined : i18n._(msg`Choose a longer date range or another type.`)}
      errorMessage={moneyErrorText(record.error)}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={record.retry}
    >
      {data && (
        <>
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={(r) => String(r.id)}
            caption={i18n._(msg`Account record`)}
          />
          <Pager
            page={query.page}
            pageCount={Math.ceil(data.total / query.pageSize)}
            onChange={(page) => setQuery({ ...query, page })}
            label={i18n._(msg`Account record pages`)}
          />
        </>
      )}
    </RecordView>
  );
}
