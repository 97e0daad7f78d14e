import { i18n as core } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { PointRedemptionView, PointRewardView, RedemptionState } from '@schemas/api/points';
import { requireRealAccountAtom } from '../../atoms/auth';
import { pointMallReferenceAtom } from '../../atoms/member-centre';
import {
  POINT_PAGE_SIZE,
  pointDetailsPageAtom,
  pointEntriesAtom,
  pointHistoryPageAtom,
  pointRedemptionsAtom,
  pointRewardsAtom,
  pointSummaryAtom,
} from '../../atoms/points';
import { loggedInAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { Pager } from '../../ui/pager/pager';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { Tabs } from '../../ui/tabs/tabs';
import type { WidgetBaseProps } from '../define-widget';
import type { PointMallProps } from './point-mall.props';
import { ConvertDialog } from './convert-dialog';
import { RedeemDialog } from './redeem-dialog';
import styles from './point-mall.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Tab = 'mall' | 'history' | 'details';

/** pointMall (spec §2): points, the catalogue to redeem from, redeem history and points details. */
export default function PointMall({ showHistory = true }: PointMallProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const loggedIn = useAtomValue(loggedInAtom);
  const [tab, setTab] = useState<Tab>('mall');
  const tabs =
    loggedIn && showHistory
      ? [
          { key: 'mall' as const, label: i18n._(msg`Point mall`) },
          { key: 'history' as const, label: i18n._(msg`Redeem history`) },
          { key: 'details' as const, label: i18n._(msg`Points details`) },
        ]
      : [{ key: 'mall' as const, label: i18n._(msg`Point mall`) }];
  const shown = tabs.some((t) => t.key === tab) ? tab : 'mall';
  return (
    <div className={styles.root}>
      <Summary />
      <Tabs<Tab> items={tabs} value={shown} onChange={setTab} label={i18n._(msg`Point mall`)}>
        {shown === 'mall' ? <Catalogue /> : shown === 'history' ? <History /> : <Details />}
      </Tabs>
    </div>
  );
}

function Summary() {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const loggedIn = useAtomValue(loggedInAtom);
  const requireAccount = useSetAtom(requireRealAccountAtom);
  const summary = useAsyncAtom(pointSummaryAtom);
  const [converting, setConverting] = useState(false);
  if (!loggedIn)
    return (
      <div className={styles.summary}>
        <p className={styles.lead}>
          {i18n._(msg`Earn points as you play and redeem them for cash and gifts.`)}
        </p>
        <Button onClick={() => void requireAccount('real')}>{i18n._(msg`Log in to redeem`)}</Button>
      </div>
    );
  if (summary.error)
    return (
      <ErrorState
        message={moneyErrorText(summary.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={summary.retry}
      />
    );
  if (!summary.data) return <SkeletonRows rows={1} height={64} label={i18n._(msg`Loading your points`)} />;
  const { points, config } = summary.data;
  const per = `${symbol} ${money(config.stakePerPoint)}`;
  return (
    <div className={styles.summary}>
      <p className={styles.balance} aria-live="polite">
        <span className={styles.balanceLabel}>{i18n._(msg`Your points`)}</span>
        <strong data-testid="point-balance">{points.toLocaleString(i18n.locale)}</strong>
      </p>
      <p className={styles.rule}>{i18n._(msg`1 point for every ${per} staked. Points never expire.`)}</p>
      <Button variant="secondary" onClick={() => setConverting(true)}>
        {i18n._(msg`Convert to cash`)}
      </Button>
      {converting && <ConvertDialog points={points} config={config} onClose={() => setConverting(false)} />}
    </div>
  );
}

function Catalogue() {
  const { i18n } = useLingui();
  const list = useAsyncAtom(pointRewardsAtom);
  const [reference, setReference] = useAtom(pointMallReferenceAtom);
  if (list.error)
    return (
      <ErrorState
        message={moneyErrorText(list.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!list.data) return <SkeletonRows rows={3} height={140} label={i18n._(msg`Loading the point mall`)} />;
  const rewards = list.data.rewards;
  if (rewards.length === 0)
    return (
      <EmptyState title={i18n._(msg`The point mall is empty right now`)}>
        {i18n._(msg`New items appear here as soon as they are added.`)}
      </EmptyState>
    );
  const open = rewards.find((r) => String(r.id) === reference);
  return (
    <>
      <ul className={styles.grid}>
        {rewards.map((r) => (
          <li key={r.id}>
            <RewardCard reward={r} onRedeem={() => setReference(String(r.id))} />
          </li>
        ))}
      </ul>
      {open && <RedeemDialog reward={open} onClose={() => setReference(null)} />}
    </>
  );
}

function RewardCard({ reward, onRedeem }: { reward: PointRewardView; onRedeem(): void }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const loggedIn = useAtomValue(loggedInAtom);
  const requireAccount = useSetAtom(requireRealAccountAtom);
  const out = reward.stock === 0;
  const points = reward.points.toLocaleString(i18n.locale);
  return (
    <article className={styles.card} aria-label={reward.name}>
      <span className={styles.type} data-type={reward.type}>
        {typeText(reward.type)}
      </span>
      <h3 className={styles.name}>{reward.name}</h3>
      {reward.amount > 0 && (
        <p className={styles.value}>
          {symbol} {money(reward.amount)}
        </p>
      )}
      <p className={styles.points}>{i18n._(msg`${points} points`)}</p>
      <p className={styles.stock}>
        {reward.stock === undefined
          ? i18n._(msg`In stock`)
          : out
            ? i18n._(msg`Out of stock`)
            : i18n._(msg`${reward.stock} left`)}
      </p>
      {loggedIn ? (
        <Button block disabled={out} onClick={onRedeem}>
          {i18n._(msg`Redeem`)}
        </Button>
      ) : (
        <Button block variant="secondary" onClick={() => void requireAccount('real')}>
          {i18n._(msg`Log in to redeem`)}
        </Button>
      )}
    </article>
  );
}

function typeText(type: PointRewardView['type']): string {
  return type === 'cash'
    ? core._(msg`Cash`)
    : type === 'topup'
      ? core._(msg`Mobile top-up`)
      : core._(msg`Gift`);
}

function statusText(status: RedemptionState): string {
  return status === 'approved'
    ? core._(msg`Approved`)
    : status === 'rejected'
      ? core._(msg`Rejected`)
      : core._(msg`In process`);
}

function History() {
  const { i18n } = useLingui();
  const list = useAsyncAtom(pointRedemptionsAtom);
  const [page, setPage] = useAtom(pointHistoryPageAtom);
  if (list.error)
    return (
      <ErrorState
        message={moneyErrorText(list.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!list.data) return <SkeletonRows rows={3} height={72} label={i18n._(msg`Loading your redemptions`)} />;
  if (list.data.items.length === 0)
    return (
      <EmptyState title={i18n._(msg`No redemptions yet`)}>
        {i18n._(msg`What you redeem in the point mall is listed here.`)}
      </EmptyState>
    );
  const pageCount = Math.max(1, Math.ceil(list.data.total / POINT_PAGE_SIZE));
  return (
    <>
      <ul className={styles.rows}>
        {list.data.items.map((r) => (
          <li key={r.id}>
            <RedemptionRow r={r} />
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          onChange={setPage}
          label={i18n._(msg`Redeem history pages`)}
        />
      )}
    </>
  );
}

function RedemptionRow({ r }: { r: PointRedemptionView }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const when = dateTimeText(r.createdAt);
  return (
    <article className={styles.row} aria-label={`${r.name} ${r.reference}`}>
      <div className={styles.rowHead}>
        <strong>{r.name}</strong>
        <span className={styles.status} data-status={r.status}>
          {statusText(r.status)}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{i18n._(msg`Reference`)}</dt>
          <dd>{r.reference}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Type`)}</dt>
          <dd>{typeText(r.type)}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Quantity`)}</dt>
          <dd>{r.quantity}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Required points`)}</dt>
          <dd>{r.requiredPoints.toLocaleString(i18n.locale)}</dd>
        </div>
        <div>
          <dt>{i18n._(msg`Points`)}</dt>
          <dd>{r.points.toLocaleString(i18n.locale)}</dd>
        </div>
        {r.amount > 0 && (
          <div>
            <dt>{i18n._(msg`Amount`)}</dt>
            <dd>
              {symbol} {money(r.amount)}
            </dd>
          </div>
        )}
        <div>
          <dt>{i18n._(msg`Time`)}</dt>
          <dd>{when}</dd>
        </div>
        {r.address && (
          <div>
            <dt>{i18n._(msg`Receiving address`)}</dt>
            <dd>{r.address}</dd>
          </div>
        )}
        {r.mobile && (
          <div>
            <dt>{i18n._(msg`Mobile number`)}</dt>
            <dd>{r.mobile}</dd>
          </div>
        )}
        {r.reason && (
          <div>
            <dt>{i18n._(msg`Reason`)}</dt>
            <dd>{r.reason}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

function Details() {
  const { i18n } = useLingui();
  const list = useAsyncAtom(pointEntriesAtom);
  const [page, setPage] = useAtom(pointDetailsPageAtom);
  if (list.error)
    return (
      <ErrorState
        message={moneyErrorText(list.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!list.data) return <SkeletonRows rows={4} height={48} label={i18n._(msg`Loading points details`)} />;
  if (list.data.items.length === 0)
    return (
      <EmptyState title={i18n._(msg`No points yet`)}>
        {i18n._(msg`Points you earn and spend are listed here.`)}
      </EmptyState>
    );
  const kind = (k: string) =>
    k === 'earn'
      ? i18n._(msg`Earned`)
      : k === 'redeem'
        ? i18n._(msg`Redeemed`)
        : k === 'refund'
          ? i18n._(msg`Refunded`)
          : k === 'convert'
            ? i18n._(msg`Converted to cash`)
            : i18n._(msg`Adjusted`);
  const pageCount = Math.max(1, Math.ceil(list.data.total / POINT_PAGE_SIZE));
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{i18n._(msg`Points details`)}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(msg`Time`)}</th>
            <th scope="col">{i18n._(msg`Type`)}</th>
            <th scope="col">{i18n._(msg`Points`)}</th>
            <th scope="col">{i18n._(msg`Balance`)}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.items.map((e) => (
            <tr key={e.id}>
              <td>{dateTimeText(e.createdAt)}</td>
              <td>
                {kind(e.kind)}
                {e.detail && <span className={styles.detail}>{e.detail}</span>}
              </td>
              <td className={e.points > 0 ? styles.plus : styles.minus}>
                {e.points > 0 ? '+' : ''}
                {e.points.toLocaleString(i18n.locale)}
              </td>
              <td>{e.balanceAfter.toLocaleString(i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 && (
        <Pager
          page={page}
          pageCount={pageCount}
          onChange={setPage}
          label={i18n._(msg`Points details pages`)}
        />
      )}
    </>
  );
}
