import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { GAME_TYPES } from '@schemas/site/constants';
import type { getTeamBets } from '../../api/endpoints';
import { agentRangeProblem, teamBetsAtom, teamBetsQueryAtom } from '../../atoms/agent-reports';
import { recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { agentRangeText } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';
import { gameTypeLabel } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { SelectField } from '../../ui/form/select-field';
import { Money } from '../../ui/money/money';
import { ReportPage, reportState } from '../../ui/report-page/report-page';
import styles from './agent-team-bets.module.css';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentTeamBetsProps } from './agent-team-bets.props';
import { dateTimeText } from '../../i18n/format-dates';

type Answer = ResponseOf<typeof getTeamBets>;
type Row = Answer['items'][number];
type ByType = Answer['byGameType'][number];

const tone = (n: number) => (n > 0 ? 'plus' : n < 0 ? 'minus' : 'neutral');

/** personalHistoryCopy (spec §2 Team Betting): every round of the agent's team, with totals. */
export default function AgentTeamBets({ pageSize = 20 }: AgentTeamBetsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(teamBetsQueryAtom);
  const report = useAsyncAtom(teamBetsAtom);
  const { today, minDate } = recordDays();
  const [username, setUsername] = useState(query.username ?? '');
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
  const problem = agentRangeProblem(query);
  const status = (s: Row['status']) =>
    s === 'settled' ? i18n._(msg`Settled`) : s === 'open' ? i18n._(msg`In play`) : i18n._(msg`Cancelled`);

  const onSubmit = () => {
    const { username: _old, ...rest } = query;
    const name = username.trim();
    setQuery(name ? { ...rest, username: name, page: 1 } : { ...rest, page: 1 });
  };

  const columns: Column<Row>[] = [
    { key: 'account', header: i18n._(msg`Account`), cell: (r) => r.username },
    { key: 'superior', header: i18n._(msg`Direct superior`), cell: (r) => r.superior },
    {
      key: 'order',
      header: i18n._(msg`Order no.`),
      cell: (r) => (
        <span className={styles.order}>
          {r.orderNo}
          <time dateTime={r.time}>{dateTimeText(r.time)}</time>
        </span>
      ),
    },
    {
      key: 'game',
      header: i18n._(msg`Draw or event`),
      cell: (r) => (
        <span className={styles.order}>
          {r.gameName}
          <span>{gameTypeLabel(r.gameType)}</span>
        </span>
      ),
    },
    { key: 'stake', header: i18n._(msg`Stake`), numeric: true, cell: (r) => <Money text={money(r.stake)} /> },
    {
      key: 'valid',
      header: i18n._(msg`Valid bet`),
      numeric: true,
      cell: (r) => <Money text={money(r.validBet)} />,
    },
    { key: 'win', header: i18n._(msg`Win`), numeric: true, cell: (r) => <Money text={money(r.win)} /> },
    {
      key: 'profit',
      header: i18n._(msg`Profit and loss`),
      numeric: true,
      cell: (r) => <Money text={money(r.profit)} tone={tone(r.profit)} />,
    },
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (r) => <span data-status={r.status}>{status(r.status)}</span>,
    },
  ];
  const typeColumns: Column<ByType>[] = [
    { key: 'type', header: i18n._(msg`Game type`), cell: (r) => gameTypeLabel(r.gameType) },
    { key: 'rounds', header: i18n._(msg`Bets`), numeric: true, cell: (r) => r.rounds },
    {
      key: 'valid',
      header: i18n._(msg`Valid bet`),
      numeric: true,
      cell: (r) => <Money text={money(r.validBet)} />,
    },
    { key: 'win', header: i18n._(msg`Win`), numeric: true, cell: (r) => <Money text={money(r.win)} /> },
    {
      key: 'profit',
      header: i18n._(msg`Profit and loss`),
      numeric: true,
      cell: (r) => <Money text={money(r.profit)} tone={tone(r.profit)} />,
    },
  ];

  const data = report.data;
  return (
    <ReportPage
      range={{ value: query, today, minDate, onChange: (r) => setQuery({ ...query, ...r, page: 1 }) }}
      rangeError={problem ? agentRangeText(problem) : undefined}
      search={{ value: username, onChange: setUsername, onSubmit }}
      filters={
        <SelectField
          label={i18n._(msg`Game type`)}
          value={query.gameType ?? ''}
          options={[
            { value: '', label: i18n._(msg`All game types`) },
            ...GAME_TYPES.map((t) => ({ value: t, label: gameTypeLabel(t) })),
          ]}
          onChange={(v) => {
            const { gameType: _old, ...rest } = query;
            setQuery(v ? { ...rest, gameType: v, page: 1 } : { ...rest, page: 1 });
          }}
        />
      }
      summary={
        data
          ? [
              { label: i18n._(msg`Bets`), value: data.totals.rounds },
              { label: i18n._(msg`Stake`), value: <Money text={money(data.totals.stake)} symbol={symbol} /> },
              {
                label: i18n._(msg`Valid bet`),
                value: <Money text={money(data.totals.validBet)} symbol={symbol} />,
              },
              { label: i18n._(msg`Win`), value: <Money text={money(data.totals.win)} symbol={symbol} /> },
              {
                label: i18n._(msg`Profit and loss`),
                value: (
                  <Money text={money(data.totals.profit)} symbol={symbol} tone={tone(data.totals.profit)} />
                ),
              },
            ]
          : undefined
      }
      state={reportState({ refused: !!problem, error: report.error, data })}
      loadingLabel={i18n._(msg`Loading your team’s bets`)}
      emptyTitle={i18n._(msg`No bets in this period`)}
      emptyText={i18n._(msg`Choose a longer date range or another filter.`)}
      errorMessage={moneyErrorText(report.error)}
      onRetry={report.retry}
      before={
        data && (
          <DataTable
            columns={typeColumns}
            rows={data.byGameType}
            rowKey={(r) => r.gameType}
            caption={i18n._(msg`Totals by game type`)}
          />
        )
      }
      table={{
        columns,
        rows: data?.items ?? [],
        rowKey: (r) => `${r.vendor}:${r.orderNo}`,
        caption: i18n._(msg`Team bets`),
      }}
      pager={{
        page: query.page,
        total: data?.total ?? 0,
        pageSize: query.pageSize,
        onChange: (page) => setQuery({ ...query, page }),
        label: i18n._(msg`Team bet pages`),
      }}
    />
  );
}
