import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getTeamOverview } from '../../api/endpoints';
import { agentRangeProblem, overviewQueryAtom, teamOverviewAtom } from '../../atoms/agent-reports';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { agentRangeText } from '../../i18n/agent-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { Money } from '../../ui/money/money';
import { DatedRecord } from '../../widget-kit/dated-record';
import type { WidgetBaseProps } from '../define-widget';
import { DayChart } from './day-chart';
import type { AgentOverviewProps } from './agent-overview.props';
import styles from './agent-overview.module.css';
import { calendarDayText } from '../../i18n/format-dates';

type Overview = ResponseOf<typeof getTeamOverview>;
type Day = Overview['byDay'][number];

const tone = (n: number) => (n > 0 ? 'plus' : n < 0 ? 'minus' : 'neutral');

/** agentTeamOverview (spec §2, §9): the team in numbers over the last 7 or 30 days, or a chosen range. */
export default function AgentOverview({ showCharts = true }: AgentOverviewProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(overviewQueryAtom);
  const overview = useAsyncAtom(teamOverviewAtom);

  const columns: Column<Day>[] = [
    {
      key: 'date',
      header: i18n._(msg`Day`),
      cell: (r) => <time dateTime={r.date}>{calendarDayText(r.date)}</time>,
    },
    { key: 'new', header: i18n._(msg`New members`), numeric: true, cell: (r) => r.newMembers },
    { key: 'active', header: i18n._(msg`Active members`), numeric: true, cell: (r) => r.activeMembers },
    {
      key: 'deposits',
      header: i18n._(msg`Deposits`),
      numeric: true,
      cell: (r) => <Money text={money(r.deposits)} />,
    },
    {
      key: 'withdrawals',
      header: i18n._(msg`Withdrawals`),
      numeric: true,
      cell: (r) => <Money text={money(r.withdrawals)} />,
    },
    {
      key: 'bet',
      header: i18n._(msg`Valid bet`),
      numeric: true,
      cell: (r) => <Money text={money(r.validBet)} />,
    },
    {
      key: 'profit',
      header: i18n._(msg`Team profit and loss`),
      numeric: true,
      cell: (r) => <Money text={money(r.profit)} tone={tone(r.profit)} />,
    },
  ];
  const table = (data: Overview, caption: string) => (
    <DataTable columns={columns} rows={data.byDay} rowKey={(r) => r.date} caption={caption} />
  );

  return (
    <DatedRecord
      query={query}
      setQuery={setQuery}
      view={overview}
      // the team figures are worth showing even for a range with no play
      isEmpty={() => false}
      rangeProblem={(q) => {
        const problem = agentRangeProblem(q);
        return problem && agentRangeText(problem);
      }}
      summary={(data) => [
        { label: i18n._(msg`Team size`), value: data.teamSize },
        { label: i18n._(msg`Direct members`), value: data.directMembers },
        { label: i18n._(msg`New members`), value: data.totals.newMembers },
        { label: i18n._(msg`Active members`), value: data.totals.activeMembers },
        {
          label: i18n._(msg`Deposits`),
          value: <Money text={money(data.totals.deposits)} symbol={symbol} />,
        },
        {
          label: i18n._(msg`Withdrawals`),
          value: <Money text={money(data.totals.withdrawals)} symbol={symbol} />,
        },
        {
          label: i18n._(msg`Valid bet`),
          value: <Money text={money(data.totals.validBet)} symbol={symbol} />,
        },
        {
          label: i18n._(msg`Team profit and loss`),
          value: <Money text={money(data.totals.profit)} symbol={symbol} tone={tone(data.totals.profit)} />,
        },
      ]}
      loadingLabel={i18n._(msg`Loading the team overview`)}
      emptyTitle={i18n._(msg`Nothing to show for this range`)}
    >
      {(data) =>
        showCharts ? (
          <div className={styles.charts}>
            <DayChart
              title={i18n._(msg`Valid bet by day`)}
              days={data.byDay.map((d) => ({ date: d.date, value: d.validBet }))}
              tableLabel={i18n._(msg`Show as a table`)}
              table={table(data, i18n._(msg`Team figures by day`))}
            />
            <DayChart
              title={i18n._(msg`Team profit and loss by day`)}
              days={data.byDay.map((d) => ({ date: d.date, value: d.profit }))}
              tableLabel={i18n._(msg`Show as a table`)}
              table={table(data, i18n._(msg`Team figures by day`))}
              signed
            />
          </div>
        ) : (
          table(data, i18n._(msg`Team figures by day`))
        )
      }
    </DatedRecord>
  );
}
