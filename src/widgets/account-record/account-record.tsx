import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getAccountRecord } from '../../api/endpoints';
import { accountRecordAtom, accountRecordQueryAtom } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { movementLabel, walletLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import type { Column } from '../../ui/data-table/data-table';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { DatedRecord } from '../../widget-kit/dated-record';
import { PagedTable, usePageSize } from '../../widget-kit/paged-table';
import type { WidgetBaseProps } from '../define-widget';
import type { AccountRecordProps } from './account-record.props';
import styles from './account-record.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof getAccountRecord>['items'][number];
type Category = NonNullable<Row['category']>;

/** transactionHistory (spec §2 "account record"): every movement with the balance after it. */
export default function AccountRecord({ pageSize = 20 }: AccountRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(accountRecordQueryAtom);
  const record = useAsyncAtom(accountRecordAtom);
  usePageSize(query, setQuery, pageSize);

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
      cell: (r) => <time dateTime={r.time}>{dateTimeText(r.time)}</time>,
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

  return (
    <DatedRecord
      query={query}
      setQuery={setQuery}
      view={record}
      isEmpty={(data) => data.items.length === 0}
      filters={
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
      }
      summary={(data) => [
        {
          label: i18n._(msg`Money in`),
          value: <Money text={money(data.totals.moneyIn)} symbol={symbol} tone="plus" />,
        },
        {
          label: i18n._(msg`Money out`),
          value: <Money text={money(-data.totals.moneyOut)} symbol={symbol} tone="minus" />,
        },
        { label: i18n._(msg`Net`), value: <Money text={money(data.totals.net)} symbol={symbol} /> },
      ]}
      loadingLabel={i18n._(msg`Loading the account record`)}
      emptyTitle={i18n._(msg`No movements in this period`)}
      emptyText={i18n._(msg`Choose a longer date range or another type.`)}
    >
      {(data) => (
        <PagedTable
          rows={data.items}
          total={data.total}
          query={query}
          setQuery={setQuery}
          columns={columns}
          rowKey={(r) => String(r.id)}
          caption={i18n._(msg`Account record`)}
          pagerLabel={i18n._(msg`Account record pages`)}
        />
      )}
    </DatedRecord>
  );
}
