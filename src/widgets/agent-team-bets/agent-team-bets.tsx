import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { GAME_TYPES } from '@schemas/site/constants';
import type { getTeamBets } from '../../api/endpoints';
import { agentRangeProblem, teamBetsAtom, teamBetsQueryAtom } from '../../atoms/agent-reports';
import { recordDays } from '../../atoms/records';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/use-async-atom';
import { agentRangeText } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';
import { gameTypeLabel, recordTime } from '../../i18n/record-labels';
import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { DateRange } from '../../ui/date-range/date-range';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentTeamBetsProps } from './agent-team-bets.props';
import styles from './agent-team-bets.module.css';

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

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
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
          <time dateTime={r.time}>{recordTime(r.time)}</time>
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
  const state = problem
    ? 'empty'
    : report.error
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
          <form className={styles.filters} role="search" onSubmit={onSearch}>
            <TextField label={i18n._(msg`Username`)} value={username} onChange={setUsername} maxLength={64} />
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
            <Button type="submit">{i18n._(msg`Search`)}</Button>
          </form>
          {problem && <FormMessage tone="error">{agentRangeText(problem)}</FormMessage>}
        </>
      }
      summary={
        data && !problem
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
      state={state}
      loadingLabel={i18n._(msg`Loading your team’s bets`)}
      emptyTitle={i18n._(msg`No bets in this period`)}
      emptyText={problem ? undefined : i18n._(msg`Choose a longer date range or another filter.`)}
      errorMessage={moneyErrorText(report.error)}
      retryLabel={i18n._(msg`Try again`)}
      onRetry={report.retry}
    >
      {data && (
        <>
          <DataTable
            columns={typeColumns}
            rows={data.byGameType}
            rowKey={(r) => r.gameType}
            caption={i18n._(msg`Totals by game type`)}
          />
          <DataTable
            columns={columns}
            rows={data.items}
            rowKey={(r) => `${r.vendor}:${r.orderNo}`}
            caption={i18n._(msg`Team bets`)}
          />
          <Pager
            page={query.page}
            pageCount={Math.ceil(data.total / query.pageSize)}
            onChange={(page) => setQuery({ ...query, page })}
            label={i18n._(msg`Team bet pages`)}
          />
        </>
      )}
    </RecordView>
  );
}
