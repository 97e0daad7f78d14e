import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { MissionView } from '@schemas/api/missions';
import { claimMissionAtom } from '../../atoms/rewards';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { missionStateLabel, rewardErrorText } from '../../i18n/reward-labels';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { ProgressMeter } from '../../ui/progress-meter/progress-meter';
import { Leaderboard } from './leaderboard';
import styles from './mission-activity.module.css';
import { dateText } from '../../i18n/format-dates';

/** One mission: target, progress, prize, the claim button once completed, and its leaderboard. */
export function MissionCard({
  mission: m,
  showLeaderboard,
}: {
  mission: MissionView;
  showLeaderboard: boolean;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const claim = useSetAtom(claimMissionAtom);
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const boardId = useId();
  const amount = (v: number) => (m.metric === 'stake' ? money(v) : String(v));

  const onClaim = async () => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    try {
      const r = await claim({ missionId: m.id, idempotencyKey: key });
      setKey(newSubmissionKey());
      setNote({
        tone: 'success',
        text: i18n._(msg`${ph({ amount: `${symbol} ${money(r.amount)}` })} added to your main wallet.`),
      });
    } catch (err) {
      setNote({ tone: 'error', text: rewardErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.card} data-state={m.state} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {m.title}
        </h3>
        <span className={styles.state} data-state={m.state}>
          {missionStateLabel(m.state)}
        </span>
      </header>
      {m.summary && <p className={styles.text}>{m.summary}</p>}
      <ProgressMeter
        value={m.progress}
        max={m.target}
        label={i18n._(msg`Progress`)}
        valueText={
          m.metric === 'stake'
            ? i18n._(msg`Bet ${ph({ done: amount(m.progress) })} of ${ph({ target: amount(m.target) })}`)
            : i18n._(msg`${ph({ done: m.progress })} of ${ph({ target: m.target })} rounds`)
        }
      />
      <div className={styles.facts}>
        <span>
          <span className={styles.muted}>{i18n._(msg`Prize`)}</span>{' '}
          <strong className={styles.money}>
            {symbol} {money(m.reward)}
          </strong>
        </span>
        <span className={styles.muted}>
          {m.state === 'coming'
            ? i18n._(msg`Starts ${ph({ date: dateText(m.startsAt) })}`)
            : m.state === 'claim'
              ? i18n._(msg`Claim by ${ph({ date: dateText(m.claimUntil) })}`)
              : i18n._(msg`Ends ${ph({ date: dateText(m.endsAt) })}`)}
        </span>
      </div>
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      <div className={styles.actions}>
        {m.state === 'claim' && (
          <Button busy={busy} onClick={onClaim}>
            {i18n._(msg`Claim prize`)}
          </Button>
        )}
        {showLeaderboard && m.state !== 'coming' && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={open}
            aria-controls={boardId}
            onClick={() => setOpen(!open)}
          >
            {open ? i18n._(msg`Hide leaderboard`) : i18n._(msg`Leaderboard`)}
          </Button>
        )}
      </div>
      {open && (
        <div id={boardId}>
          <Leaderboard missionId={m.id} format={amount} />
        </div>
      )}
    </article>
  );
}
