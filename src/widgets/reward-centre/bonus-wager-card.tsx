import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import type { BonusWagerView } from '@schemas/api/wagering';
import { openDialogAtom } from '../../atoms/dialog';
import { readySiteAtom } from '../../atoms/site';
import { newSubmissionKey } from '../../atoms/submission-key';
import { forfeitBonusAtom } from '../../atoms/wagering';
import { forfeitErrorText, wagerBaseLabel, wagerStateLabel } from '../../i18n/wagering-labels';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { ProgressMeter } from '../../ui/progress-meter/progress-meter';
import styles from './reward-centre.module.css';

/**
 * One bonus's turnover requirement: how much is bet of how much, and (while it runs) the
 * member's choice to give the bonus up, after a confirmation.
 */
export function BonusWagerCard({
  wager: w,
  onForfeiting,
}: {
  wager: BonusWagerView;
  /** The member confirmed: the card stays where it is to show how it went. */
  onForfeiting(): void;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const forfeit = useSetAtom(forfeitBonusAtom);
  const confirm = useSetAtom(openDialogAtom);
  // One key per forfeit attempt: a double-click or a retry forfeits once.
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const cash = (minor: number) => `${symbol} ${money(minor)}`;

  const onForfeit = async () => {
    if (busy) return;
    const answer = await confirm({
      icon: 'warning',
      title: i18n._(msg`Forfeit this bonus?`),
      text: i18n._(
        msg`Up to ${ph({ amount: cash(w.bonus) })} is taken back from your main wallet and this bonus's wagering ends. What you won with it stays yours. This cannot be undone.`,
      ),
      buttons: [
        { id: 'keep', label: i18n._(msg`Keep the bonus`), variant: 'secondary', isDefault: true },
        { id: 'forfeit', label: i18n._(msg`Forfeit bonus`), variant: 'danger' },
      ],
    });
    if (answer !== 'forfeit') return;
    onForfeiting();
    setBusy(true);
    setNote(null);
    try {
      const r = await forfeit({ wagerId: w.id, idempotencyKey: key });
      setKey(newSubmissionKey());
      setNote({
        tone: 'success',
        text:
          r.amount > 0
            ? i18n._(
                msg`Bonus forfeited: ${ph({ amount: cash(r.amount) })} was taken back from your main wallet.`,
              )
            : i18n._(msg`Bonus forfeited. Nothing was left of it to take back.`),
      });
    } catch (err) {
      setNote({ tone: 'error', text: forfeitErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      className={styles.card}
      data-state={w.state === 'active' ? 'wagering' : w.state}
      aria-labelledby={titleId}
    >
      <header className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {w.title}
        </h3>
        <span className={styles.state} data-state={w.state === 'active' ? 'wagering' : w.state}>
          {wagerStateLabel(w.state)}
        </span>
      </header>
      <div className={styles.facts}>
        <span className={styles.prize}>
          <span className={styles.muted}>{i18n._(msg`Bonus`)}</span> <strong>{cash(w.bonus)}</strong>
        </span>
        <span className={styles.muted}>
          {wagerBaseLabel(w.multiple, w.deposit > 0 ? cash(w.deposit) : null)}
        </span>
      </div>
      <ProgressMeter
        value={w.wagered}
        max={w.required}
        label={i18n._(msg`Bets towards this bonus`)}
        valueText={`${money(w.wagered)} / ${money(w.required)}`}
        tone={w.state === 'met' ? 'success' : 'accent'}
        {...(w.state === 'active' ? { note: i18n._(msg`${ph({ amount: money(w.remaining) })} left`) } : {})}
      />
      {w.state === 'forfeited' && w.forfeitedAmount !== undefined && (
        <p className={styles.text}>
          {i18n._(msg`Forfeited: ${ph({ amount: cash(w.forfeitedAmount) })} taken back.`)}
        </p>
      )}
      {note && <FormMessage tone={note.tone}>{note.text}</FormMessage>}
      {w.state === 'active' && (
        <Button variant="ghost" busy={busy} onClick={() => void onForfeit()} className={styles.action}>
          {i18n._(msg`Forfeit bonus`)}
        </Button>
      )}
    </article>
  );
}
