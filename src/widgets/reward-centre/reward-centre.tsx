import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { ActivityState } from '@schemas/api/rewards';
import { rewardActivitiesAtom } from '../../atoms/reward-counts';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { Tabs } from '../../ui/tabs/tabs';
import type { WidgetBaseProps } from '../define-widget';
import { ActivityCard } from './activity-card';
import { BonusWagers } from './bonus-wagers';
import type { RewardCentreProps } from './reward-centre.props';
import styles from './reward-centre.module.css';

type Tab = 'current' | 'history';
const HISTORY: readonly ActivityState[] = ['claimed', 'rejected', 'closed'];

/** rewardCenter (spec §2, §4): reward activities to join, apply for, sign up to and claim. */
export default function RewardCentre({ showHistory = true }: RewardCentreProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const list = useAsyncAtom(rewardActivitiesAtom);
  const [tab, setTab] = useState<Tab>('current');
  // Claimed here and now: stays in view with its confirmation until the page is left.
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<number>>(new Set());
  if (list.error)
    return (
      <ErrorState
        message={moneyErrorText(list.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!list.data) return <SkeletonRows rows={4} height={112} label={i18n._(msg`Loading rewards`)} />;
  const all = list.data.activities;
  const inHistory = (a: (typeof all)[number]) => HISTORY.includes(a.state) && !claimedHere.has(a.id);
  const shown = all.filter((a) => (showHistory ? inHistory(a) === (tab === 'history') : true));
  const count = list.data.claimableCount;
  return (
    <div className={styles.root}>
      <p className={styles.summary} aria-live="polite">
        {count > 0
          ? i18n._(msg`${count} reward(s) ready to claim`)
          : i18n._(msg`Join activities to earn rewards paid into your main wallet.`)}
      </p>
      <Tabs<Tab>
        items={
          showHistory
            ? [
                { key: 'current', label: i18n._(msg`Activities`) },
                { key: 'history', label: i18n._(msg`History`) },
              ]
            : [{ key: 'current', label: i18n._(msg`Activities`) }]
        }
        value={tab}
        onChange={setTab}
        label={i18n._(msg`Reward activities`)}
      >
        <div className={styles.panel}>
          <BonusWagers finished={tab === 'history'} />
          {shown.length === 0 ? (
            <EmptyState
              title={
                tab === 'history'
                  ? i18n._(msg`No past activities yet`)
                  : i18n._(msg`No reward activities right now`)
              }
            >
              {i18n._(msg`New activities appear here as soon as they open.`)}
            </EmptyState>
          ) : (
            <ul className={styles.grid}>
              {shown.map((a) => (
                <li key={a.id}>
                  <ActivityCard activity={a} onClaimed={() => setClaimedHere((s) => new Set(s).add(a.id))} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Tabs>
    </div>
  );
}
