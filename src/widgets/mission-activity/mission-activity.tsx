import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { missionSummaryAtom } from '../../atoms/reward-counts';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { MissionCard } from './mission-card';
import type { MissionActivityProps } from './mission-activity.props';
import styles from './mission-activity.module.css';

/** missionLeaderboard (spec §2): missions, the member's progress, leaderboards, prizes to claim. */
export default function MissionActivity({ showLeaderboard = true }: MissionActivityProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const summary = useAsyncAtom(missionSummaryAtom);
  const refresh = useSetAtom(missionSummaryAtom);
  // Rounds played since the badge was counted move the progress: read it afresh on opening.
  useEffect(() => refresh(), [refresh]);
  if (summary.error)
    return (
      <ErrorState
        message={moneyErrorText(summary.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={summary.retry}
      />
    );
  if (!summary.data) return <SkeletonRows rows={3} height={120} label={i18n._(msg`Loading missions`)} />;
  const { missions, claimableCount } = summary.data;
  if (missions.length === 0)
    return (
      <EmptyState title={i18n._(msg`No missions right now`)}>
        {i18n._(msg`New missions appear here as soon as they start.`)}
      </EmptyState>
    );
  return (
    <div className={styles.root}>
      <p className={styles.summary} aria-live="polite">
        {claimableCount > 0
          ? i18n._(msg`${claimableCount} mission prize(s) ready to claim`)
          : i18n._(msg`Play with real money to complete missions; your rounds count automatically.`)}
      </p>
      <ul className={styles.list}>
        {missions.map((m) => (
          <li key={m.id}>
            <MissionCard mission={m} showLeaderboard={showLeaderboard} />
          </li>
        ))}
      </ul>
    </div>
  );
}
