import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { missionLeaderboardAtom } from '../../atoms/rewards';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import styles from './mission-activity.module.css';

/** Members ranked by progress in one mission (names masked by the platform), the member's row marked. */
export function Leaderboard({ missionId, format }: { missionId: number; format(v: number): string }) {
  const { i18n } = useLingui();
  const board = useAsyncAtom(missionLeaderboardAtom(missionId));
  if (board.error)
    return (
      <ErrorState
        message={moneyErrorText(board.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={board.retry}
      />
    );
  if (!board.data) return <SkeletonRows rows={3} height={28} label={i18n._(msg`Loading the leaderboard`)} />;
  const { entries, mine } = board.data;
  if (entries.length === 0)
    return <p className={styles.muted}>{i18n._(msg`Nobody has made progress yet. Be the first!`)}</p>;
  return (
    <div className={styles.board}>
      <table className={styles.table}>
        <caption className={styles.caption}>{i18n._(msg`Leaderboard`)}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(msg`Rank`)}</th>
            <th scope="col">{i18n._(msg`Player`)}</th>
            <th scope="col" className={styles.num}>
              {i18n._(msg`Progress`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr
              key={e.rank}
              className={e.me ? styles.me : undefined}
              aria-current={e.me ? 'true' : undefined}
            >
              <td>{e.rank}</td>
              <td>
                {e.player}
                {e.me ? ` (${i18n._(msg`you`)})` : ''}
                {e.completed ? ' ✓' : ''}
              </td>
              <td className={styles.num}>{format(e.progress)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {mine.rank !== undefined && !entries.some((e) => e.me) && (
        <p className={styles.muted}>
          {i18n._(msg`Your rank: ${ph({ rank: mine.rank })} (${ph({ progress: format(mine.progress) })})`)}
        </p>
      )}
    </div>
  );
}
