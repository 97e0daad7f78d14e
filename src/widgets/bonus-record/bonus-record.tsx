import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getBonusRecord } from '../../api/endpoints';
import { bonusRecordAtom, bonusRecordQueryAtom } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { movementLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import type { Column } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money/money';
import { DatedRecord } from '../../widget-kit/dated-record';
import { PagedTable, usePageSize } from '../../widget-kit/paged-table';
import type { WidgetBaseProps } from '../define-widget';
import type { BonusRecordProps } from './bonus-record.props';
import styles from './bonus-record.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof getBonusRecord>['items'][number];

/** bonusDetails (spec §2): what the member received from rewards, raffles and missions. */
export default function BonusRecord({ pageSize = 20 }: BonusRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(bonusRecordQueryAtom);
  const record = useAsyncAtom(bonusRecordAtom);
  usePageSize(query, setQuery, pageSize);
  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{dateTimeText(r.time)}</time>,
    },
    {
      key: 'what',
      header: i18n._(msg`Bonus`),
      cell: (r) => (
        <span className={styles.what}>
          {r.title || movementLabel(r.type)}
          {r.title ? <span className={styles.sub}>{movementLabel(r.type)}</span> : null}
        </span>
      ),
    },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => <Money text={money(r.amount)} tone="plus" />,
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
      summary={(data) => [
        {
          label: i18n._(msg`Bonuses received`),
          value: <Money text={money(data.totals.amount)} symbol={symbol} tone="plus" />,
        },
        {
          label: i18n._(msg`Number of bonuses`),
          value: <span className={styles.count}>{data.totals.count}</span>,
        },
      ]}
      loadingLabel={i18n._(msg`Loading bonus details`)}
      emptyTitle={i18n._(msg`No bonuses in this period`)}
      emptyText={i18n._(msg`Claim rewards in the reward center and complete missions to earn bonuses.`)}
    >
      {(data) => (
        <PagedTable
          rows={data.items}
          total={data.total}
          query={query}
          setQuery={setQuery}
          columns={columns}
          rowKey={(r) => `${r.time}:${r.reference}`}
          caption={i18n._(msg`Bonus details`)}
          pagerLabel={i18n._(msg`Bonus pages`)}
        />
      )}
    </DatedRecord>
  );
}
