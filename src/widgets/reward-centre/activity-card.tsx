import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { RewardActivityView } from '@schemas/api/rewards';
import { claimActivityAtom, joinActivityAtom } from '../../atoms/rewards';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { activityStateLabel, joinLabel, rewardErrorText } from '../../i18n/reward-labels';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { ProgressMeter } from '../../ui/progress-meter/progress-meter';
import styles from './reward-centre.module.css';
import { dateText } from '../../i18n/format-dates';

/** One activity: what it is, the member's state, the prize, and the one action that applies. */
export function ActivityCard({
  activity: a,
  onClaimed,
}: {
  activity: RewardActivityView;
  onClaimed(): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const claim = useSetAtom(claimActivityAtom);
  const join = useSetAtom(joinActivityAtom);
  // One key per claim attempt of this card: a double-click or a retry claims once.
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const claimable = a.state === 'claim' || a.state === 'issued';

  const run = async (work: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setNote(null);
    try {
      setNote({ tone: 'success', text: await work() });
    } catch (err) {
      setNote({ tone: 'error', text: rewardErrorText(err) });
    } finally {
      setBusy(false);
    }
  };
  const onClaim = () =>
    run(async () => {
      onClaimed();
      const r = await claim({ activityId: a.id, idempotencyKey: key });
      setKey(newSubmissionKey());
      return i18n._(msg`${ph({ amount: `${symbol} ${money(r.amount)}` })} added to your main wallet.`);
    });
  const onJoin = () =>
    run(async () => {
      await join(a.id);
      return a.mode === 'apply'
        ? i18n._(msg`Application sent. We will let you know.`)
        : a.mode === 'signup'
          ? i18n._(msg`You are signed up.`)
          : i18n._(msg`You joined. Your bets count from now.`);
    });

  const dates =
    a.state === 'coming'
      ? i18n._(msg`Starts ${ph({ date: dateText(a.startsAt) })}`)
      : claimable
        ? i18n._(msg`Claim by ${ph({ date: dateText(a.claimUntil) })}`)
        : a.state === 'claimed' && a.claimedAt
          ? i18n._(msg`Claimed ${ph({ date: dateText(a.claimedAt) })}`)
          : i18n._(msg`${ph({ from: dateText(a.startsAt) })} – ${ph({ to: dateText(a.endsAt) })}`);

  return (
    <article className={styles.card} data-state={a.state} aria-labelledby={titleId}>
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {a.title}
        </h3>
        <span className={styles.state} data-state={a.state}>
          {activityStateLabel(a.state)}
        </span>
      </header>
      {a.summary && <p className={styles.text}>{a.summary}</p>}
      <div className={styles.facts}>
        <span className={styles.prize}>
          <span className={styles.muted}>{i18n._(msg`Prize`)}</span>{' '}
          <strong>
            {symbol} {money(a.amount)}
          </strong>
        </span>
        <span className={styles.muted}>{dates}</span>
      </div>
      {a.target !== undefined && a.progress !== undefined && a.state === 'process' && (
        <ProgressMeter
          value={a.progress}
          max={a.target}
          label={i18n._(msg`Bets towards the target`)}
          valueText={`${money(a.progress)} / ${money(a.target)}`}
        />
      )}
      {a.state === 'rejected' && a.reason && (
        <p className={styles.reason}>{i18n._(msg`Reason: ${ph({ reason: a.reason })}`)}</p>
      )}
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      {claimable && (
        <Button busy={busy} onClick={onClaim} className={styles.action}>
          {i18n._(msg`Claim`)}
        </Button>
      )}
      {a.state === 'join' && (
        <Button busy={busy} variant="secondary" onClick={onJoin} className={styles.action}>
          {joinLabel(a.mode)}
        </Button>
      )}
    </article>
  );
}
