import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AGENT_INCOME_TYPES, type AgentIncomeType } from '@schemas/api/agent-ledger-types';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getAgentIncome } from '../../api/endpoints';
import { agentIncome } from '../../atoms/agent-ledger-reports';
import { agentRangeProblem } from '../../atoms/agent-reports';
import { recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { incomeTypeLabel } from '../../i18n/agent-ledger-labels';
import { agentRangeText } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';

import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { ReportPage, reportState } from '../../ui/report-page/report-page';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentIncomeProps } from './agent-income.props';
import { dateTimeText } from '../../i18n/format-dates';

type Answer = ResponseOf<typeof getAgentIncome>;
type Row = Answer['items'][number];
type ByType = Answer['byType'][number];

/** agentRevenueReport (spec §2 My Income): the agent's own rebates, dividends and salaries. */
export default function AgentIncome({ pageSize = 20 }: AgentIncomeProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(agentIncome.queryAtom);
  const report = useAsyncAtom(agentIncome.reportAtom);
  const { today, minDate } = recordDays();
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = agentRangeProblem(query);
  const data = report.data;

  const columns: Column<Row>[] = [
    {
      key: 'time',
      header: i18n._(msg`Time`),
      cell: (r) => <time dateTime={r.time}>{dateTimeText(r.time)}</time>,
    },
    { key: 'type', header: i18n._(msg`Type`), cell: (r) => incomeTypeLabel(r.type) },
    { key: 'order', header: i18n._(msg`Order no.`), cell: (r) => r.orderNo },
    { key: 'remark', header: i18n._(msg`Remark`), cell: (r) => r.remark },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => <Money text={money(r.amount)} tone={r.amount < 0 ? 'minus' : 'plus'} />,
    },
    {
      key: 'balance',
      header: i18n._(msg`Balance after`),
      numeric: true,
      cell: (r) => <Money text={money(r.balanceAfter)} />,
    },
  ];
  const typeColumns: Column<ByType>[] = [
    { key: 'type', header: i18n._(msg`Type`), cell: (r) => incomeTypeLabel(r.type) },
    { key: 'count', header: i18n._(msg`Payments`), numeric: true, cell: (r) => r.count },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => <Money text={money(r.amount)} />,
    },
  ];
  return (
    <ReportPage
      range={{ value: query, today, minDate, onChange: (r) => setQuery({ ...query, ...r, page: 1 }) }}
      rangeError={problem ? agentRangeText(problem) : undefined}
      filters={
        <SelectField
          label={i18n._(msg`Type`)}
          value={query.type ?? ''}
          options={[
            { value: '', label: i18n._(msg`All income`) },
            ...AGENT_INCOME_TYPES.map((t) => ({ value: t, label: incomeTypeLabel(t) })),
          ]}
          onChange={(v) => {
            const { type: _old, ...rest } = query;
            setQuery(v ? { ...rest, type: v as AgentIncomeType, page: 1 } : { ...rest, page: 1 });
          }}
        />
      }
      summary={
        data
          ? [
              { label: i18n._(msg`Payments`), value: data.total },
              {
                label: i18n._(msg`Total income`),
                value: <Money text={money(data.totals.amount)} symbol={symbol} />,
              },
            ]
          : undefined
      }
      state={reportState({ refused: !!problem, error: report.error, data })}
      loadingLabel={i18n._(msg`Loading your income`)}
      emptyTitle={i18n._(msg`No income in this period`)}
      emptyText={i18n._(msg`Rebates, dividends and salaries appear here once they are paid.`)}
      errorMessage={moneyErrorText(report.error)}
      onRetry={report.retry}
      before={
        data && (
          <DataTable
            columns={typeColumns}
            rows={data.byType}
            rowKey={(r) => r.type}
            caption={i18n._(msg`Income by type`)}
          />
        )
      }
      table={{
        columns,
        rows: data?.items ?? [],
        rowKey: (r) => String(r.id),
        caption: i18n._(msg`Income payments`),
      }}
      pager={{
        page: query.page,
        total: data?.total ?? 0,
        pageSize: query.pageSize,
        onChange: (page) => setQuery({ ...query, page }),
        label: i18n._(msg`Income pages`),
      }}
    />
  );
}
