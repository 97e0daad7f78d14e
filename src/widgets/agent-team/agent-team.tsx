import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { listAgentTeam } from '../../api/endpoints';
import { agentTeamAtom, teamQueryAtom } from '../../atoms/agent-team';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { memberStatusLabel } from '../../i18n/agent-labels';
import { moneyErrorText } from '../../i18n/money-errors';

import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import { PromotePanel } from './promote-panel';
import { TransferPanel } from './transfer-panel';
import type { AgentTeamProps } from './agent-team.props';
import styles from './agent-team.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Team = ResponseOf<typeof listAgentTeam>;
type Row = Team['items'][number];

/** downlineManagmentView (spec §2, §6): the agent's team, and transfers to its members. */
export default function AgentTeam({ pageSize = 20, allowRemark = true }: AgentTeamProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [query, setQuery] = useAtom(teamQueryAtom);
  const team = useAsyncAtom(agentTeamAtom);
  const [search, setSearch] = useState(query.search ?? '');
  const [chosen, choose] = useState<Row | null>(null);
  const [promoting, setPromoting] = useState<string | null>(null);
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const { search: _old, ...rest } = query;
    const text = search.trim();
    setQuery(text ? { ...rest, search: text, page: 1 } : { ...rest, page: 1 });
  };

  const columns: Column<Row>[] = [
    {
      key: 'member',
      header: i18n._(msg`Member`),
      cell: (r) => (
        <span className={styles.member}>
          <span className={styles.username}>{r.username}</span>
          {r.isAgent !== 0 && <span className={styles.badge}>{i18n._(msg`Agent`)}</span>}
        </span>
      ),
    },
    {
      key: 'level',
      header: i18n._(msg`Level`),
      cell: (r) => (r.depth === 1 ? i18n._(msg`Direct`) : i18n._(msg`Level ${ph({ depth: r.depth })}`)),
    },
    { key: 'upline', header: i18n._(msg`Direct superior`), cell: (r) => r.upline },
    {
      key: 'balance',
      header: i18n._(msg`Balance`),
      numeric: true,
      cell: (r) => <Money text={money(r.balance)} />,
    },
    {
      key: 'login',
      header: i18n._(msg`Last login`),
      cell: (r) =>
        r.lastLoginAt ? (
          <time dateTime={r.lastLoginAt}>{dateTimeText(r.lastLoginAt)}</time>
        ) : (
          i18n._(msg`Never`)
        ),
    },
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (r) => <span data-status={r.status}>{memberStatusLabel(r.status)}</span>,
    },
    {
      key: 'action',
      header: i18n._(msg`Action`),
      cell: (r) =>
        r.status === 'active' ? (
          <span className={styles.rowActions}>
            <Button
              variant="secondary"
              onClick={() => {
                setPromoting(null);
                choose(r);
              }}
              aria-label={i18n._(msg`Transfer to ${ph({ name: r.username })}`)}
            >
              {i18n._(msg`Transfer`)}
            </Button>
            {team.data?.canPromote && r.depth === 1 && r.isAgent === 0 && (
              <Button
                variant="ghost"
                onClick={() => {
                  choose(null);
                  setPromoting(r.username);
                }}
                aria-label={i18n._(msg`Make ${ph({ name: r.username })} an agent`)}
              >
                {i18n._(msg`Make agent`)}
              </Button>
            )}
          </span>
        ) : null,
    },
  ];

  const data = team.data;
  const state = team.error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  return (
    <div className={styles.root}>
      {promoting && <PromotePanel key={promoting} member={promoting} onClose={() => setPromoting(null)} />}
      {chosen && data && (
        <TransferPanel
          key={chosen.username}
          member={chosen}
          info={data}
          allowRemark={allowRemark}
          onClose={() => choose(null)}
        />
      )}
      <RecordView
        filters={
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <TextField
              label={i18n._(msg`Username`)}
              value={search}
              onChange={setSearch}
              maxLength={32}
              autoComplete="off"
            />
            <Button type="submit">{i18n._(msg`Search`)}</Button>
          </form>
        }
        summary={
          data
            ? [
                { label: i18n._(msg`Team members`), value: data.total },
                {
                  label: i18n._(msg`Team balance`),
                  value: <Money text={money(data.totalBalance)} symbol={symbol} />,
                },
                {
                  label: i18n._(msg`Your main wallet`),
                  value: <Money text={money(data.available)} symbol={symbol} />,
                },
              ]
            : undefined
        }
        state={state}
        loadingLabel={i18n._(msg`Loading your team`)}
        emptyTitle={query.search ? i18n._(msg`No team member matches`) : i18n._(msg`Your team is empty`)}
        emptyText={
          query.search
            ? i18n._(msg`Check the username, or clear the search.`)
            : i18n._(msg`Members who register with your links join your team.`)
        }
        errorMessage={moneyErrorText(team.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={team.retry}
      >
        {data && (
          <>
            <DataTable
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.username}
              caption={i18n._(msg`Team members`)}
            />
            <Pager
              page={query.page}
              pageCount={Math.ceil(data.total / query.pageSize)}
              onChange={(page) => setQuery({ ...query, page })}
              label={i18n._(msg`Team pages`)}
            />
          </>
        )}
      </RecordView>
    </div>
  );
}
