import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getUserProfitLoss } from '../../api/endpoints';
import { userProfitLoss } from '../../atoms/agent-ledger-reports';
import { agentRangeProblem } from '../../atoms/agent-reports';
import { recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { agentRangeText } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import type { Column } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money/money';
import { ReportPage, reportState } from '../../ui/report-page/report-page';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentProfitLossProps } from './agent-profit-loss.props';

type Row = ResponseOf<typeof getUserProfitLoss>['items'][number];

const tone = (n: number) => (n > 0 ? 'plus' : n < 0 ? 'minus' : 'neutral');

/** palStatementsAgentCopy (spec §2 User Profit and Loss): each team member's figures over a range. */
export default function AgentProfitLoss({ pageSize = 20 }: AgentProfitLossProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(userProfitLoss.queryAtom);
  const report = useAsyncAtom(userProfitLoss.reportAtom);
  const { today, minDate } = recordDays();
  const [username, setUsername] = useState(query.username ?? '');
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = agentRangeProblem(query);
  const data = report.data;

  const amount = (label: string, key: keyof Row & string, signed = false): Column<Row> => ({
    key,
    header: label,
    numeric: true,
    cell: (r) => (
      <Money text={money(r[key] as number)} {...(signed ? { tone: tone(r[key] as number) } : {})} />
    ),
  });
  const columns: Column<Row>[] = [
    { key: 'account', header: i18n._(msg`Account`), cell: (r) => r.username },
    { key: 'level', header: i18n._(msg`Level`), numeric: true, cell: (r) => r.level },
    amount(i18n._(msg`Deposits`), 'deposits'),
    amount(i18n._(msg`Withdrawals`), 'withdrawals'),
    amount(i18n._(msg`Valid bet`), 'validBet'),
    amount(i18n._(msg`Win`), 'win'),
    amount(i18n._(msg`Promotions and rebates`), 'promotions'),
    amount(i18n._(msg`Profit and loss`), 'profit', true),
  ];
  const sum = (label: string, n: number, signed = false) => ({
    label,
    value: <Money text={money(n)} symbol={symbol} {...(signed ? { tone: tone(n) } : {})} />,
  });
  return (
    <ReportPage
      range={{ value: query, today, minDate, onChange: (r) => setQuery({ ...query, ...r, page: 1 }) }}
      rangeError={problem ? agentRangeText(problem) : undefined}
      search={{
        value: username,
        onChange: setUsername,
        onSubmit: () => {
          const { username: _old, ...rest } = query;
          const name = username.trim();
          setQuery(name ? { ...rest, username: name, page: 1 } : { ...rest, page: 1 });
        },
      }}
      summary={
        data
          ? [
              { label: i18n._(msg`Members`), value: data.total },
              sum(i18n._(msg`Deposits`), data.totals.deposits),
              sum(i18n._(msg`Withdrawals`), data.totals.withdrawals),
              sum(i18n._(msg`Valid bet`), data.totals.validBet),
              sum(i18n._(msg`Win`), data.totals.win),
              sum(i18n._(msg`Promotions and rebates`), data.totals.promotions),
              sum(i18n._(msg`Profit and loss`), data.totals.profit, true),
            ]
          : undefined
      }
      state={reportState({ refused: !!problem, error: report.error, data })}
      loadingLabel={i18n._(msg`Loading your team’s profit and loss`)}
      emptyTitle={i18n._(msg`No members found`)}
      emptyText={i18n._(msg`Search for another username.`)}
      errorMessage={moneyErrorText(report.error)}
      onRetry={report.retry}
      table={{
        columns,
        rows: data?.items ?? [],
        rowKey: (r) => r.username,
        caption: i18n._(msg`Profit and loss by member`),
      }}
      pager={{
        page: query.page,
        total: data?.total ?? 0,
        pageSize: query.pageSize,
        onChange: (page) => setQuery({ ...query, page }),
        label: i18n._(msg`Member pages`),
      }}
    />
  );
}
