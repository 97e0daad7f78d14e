import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { TEAM_TRANSACTION_TYPES, type TeamTransactionType } from '@schemas/api/agent-ledger-types';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getTeamTransactions } from '../../api/endpoints';
import { teamTransactions } from '../../atoms/agent-ledger-reports';
import { agentRangeProblem } from '../../atoms/agent-reports';
import { recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { transactionTypeLabel } from '../../i18n/agent-ledger-labels';
import { agentRangeText } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';

import { useMoney } from '../../i18n/use-money';
import type { Column } from '../../ui/data-table/data-table';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { ReportPage, reportState } from '../../ui/report-page/report-page';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentTransactionsProps } from './agent-transactions.props';
import { dateTimeText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof getTeamTransactions>['items'][number];

/** agentDownlineTransactionDetailsCopy (spec §2 Transaction Details): the team's wallet movements. */
export default function AgentTransactions({ pageSize = 20 }: AgentTransactionsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(teamTransactions.queryAtom);
  const report = useAsyncAtom(teamTransactions.reportAtom);
  const { today, minDate } = recordDays();
  const [username, setUsername] = useState(query.username ?? '');
  const [type, setType] = useState<string>(query.type ?? '');
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = agentRangeProblem(query);
  const data = report.data;

  const columns: Column<Row>[] = [
    { key: 'type', header: i18n._(msg`Type`), cell: (r) => transactionTypeLabel(r.type) },
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{dateTimeText(r.time)}</time>,
    },
    { key: 'user', header: i18n._(msg`User`), cell: (r) => r.username },
    { key: 'order', header: i18n._(msg`Order no.`), cell: (r) => r.orderNo },
    { key: 'remark', header: i18n._(msg`Remark`), cell: (r) => r.remark },
    {
      key: 'balance',
      header: i18n._(msg`Balance after`),
      numeric: true,
      cell: (r) => <Money text={money(r.balanceAfter)} />,
    },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => (
        <Money text={money(r.amount)} tone={r.amount < 0 ? 'minus' : r.amount > 0 ? 'plus' : 'neutral'} />
      ),
    },
  ];
  return (
    <ReportPage
      range={{ value: query, today, minDate, onChange: (r) => setQuery({ ...query, ...r, page: 1 }) }}
      rangeError={problem ? agentRangeText(problem) : undefined}
      search={{
        value: username,
        onChange: setUsername,
        onSubmit: () => {
          const { username: _u, type: _t, ...rest } = query;
          const name = username.trim();
          setQuery({
            ...rest,
            ...(name ? { username: name } : {}),
            ...(type ? { type: type as TeamTransactionType } : {}),
            page: 1,
          });
        },
      }}
      filters={
        <SelectField
          label={i18n._(msg`Type`)}
          value={type}
          options={[
            { value: '', label: i18n._(msg`All types`) },
            ...TEAM_TRANSACTION_TYPES.map((t) => ({ value: t, label: transactionTypeLabel(t) })),
          ]}
          onChange={setType}
        />
      }
      summary={
        data
          ? [
              { label: i18n._(msg`Movements`), value: data.total },
              {
                label: i18n._(msg`Money in`),
                value: <Money text={money(data.totals.moneyIn)} symbol={symbol} />,
              },
              {
                label: i18n._(msg`Money out`),
                value: <Money text={money(data.totals.moneyOut)} symbol={symbol} />,
              },
              {
                label: i18n._(msg`Net`),
                value: (
                  <Money
                    text={money(data.totals.net)}
                    symbol={symbol}
                    tone={data.totals.net < 0 ? 'minus' : data.totals.net > 0 ? 'plus' : 'neutral'}
                  />
                ),
              },
            ]
          : undefined
      }
      state={reportState({ refused: !!problem, error: report.error, data })}
      loadingLabel={i18n._(msg`Loading your team’s transactions`)}
      emptyTitle={i18n._(msg`No transactions in this period`)}
      emptyText={i18n._(msg`Choose a longer date range or another filter.`)}
      errorMessage={moneyErrorText(report.error)}
      onRetry={report.retry}
      table={{
        columns,
        rows: data?.items ?? [],
        rowKey: (r) => String(r.id),
        caption: i18n._(msg`Team transactions`),
      }}
      pager={{
        page: query.page,
        total: data?.total ?? 0,
        pageSize: query.pageSize,
        onChange: (page) => setQuery({ ...query, page }),
        label: i18n._(msg`Transaction pages`),
      }}
    />
  );
}
