import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { recordRangeProblem } from '@schemas/api/wallet-rules';
import type { getBonusRecord } from '../../api/endpoints';
import { bonusRecordAtom, bonusRecordQueryAtom, recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { movementLabel, rangeProblemText, recordTime } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { DateRange } from '../../ui/date-range/date-range';
import { FormMessage } from '../../ui/form/form-message';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import type { BonusRecordProps } from './bonus-record.props';
import styles from './bonus-record.module.css';

type Row = ResponseOf<typeof getBonusRecord>['items'][number];

/** bonusDetails (spec §2): what the member received from rewards, raffles and missions. */
export default function BonusRecord({ pageSize = 20 }: BonusRecordProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(bonusRecordQueryAtom);
  const record = useAsyncAtom(bonusRecordAtom);
  const { today, minDate } = recordDays();
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = recordRangeProblem(query.startDate, query.endDate, query.utcOffset);
  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{recordTime(r.time)}</time>,
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
          {problem && <FormMessage tone="error">{rangeProblemText(problem)}</FormMessage>}
        </>
      }
      summary={
        data && !problem
          ? [
              {
                label: i18n._(msg`Bonuses received`),
                value: <Money text={money(data.totals.amount)} symbol={symbol} tone="plus" />,
              },
              {
                label: i18n._(msg`Number of bonuses`),
                value: <span className={styles.count}>{data.totals.count}</span>,
              },
            ]
          : undefined
      }
      state={state}
      loadingLabel={i18n._(msg`Loading bonus details`)}
      emptyTitle={i18n._(msg`No bonuses in this period`)}
      emptyText={
        problem
          ? undefined
          : i18n._(msg`Claim rewards in the reward center and complete missions to earn bonuses.`)
      }
      errorMessage={moneyErrorText(record.error)}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={record.retry}
    >
      {data && (
        <>
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={(r) => `${r.time}:${r.reference}`}
            caption={i18n._(msg`Bonus details`)}
          />
          <Pager
            page={query.page}
            pageCount={Math.ceil(data.total / query.pageSize)}
            onChange={(page) => setQuery({ ...query, page })}
            label={i18n._(msg`Bonus pages`)}
          />
        </>
      )}
    </RecordView>
  );
}
