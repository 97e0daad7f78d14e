import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { bonusWageringAtom } from '../../atoms/wagering';
import { moneyErrorText } from '../../i18n/money-errors';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { BonusWagerCard } from './bonus-wager-card';
import styles from './reward-centre.module.css';

/**
 * The member's bonuses and their turnover (docs/decisions/bonus-wagering.md): the ones
 * still being wagered on the current tab, the met and forfeited ones in the history.
 * Nothing at all for a member who never had a bonus. A bonus forfeited here stays in view
 * with its confirmation until the member leaves the page.
 */
export function BonusWagers({ finished }: { finished: boolean }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const wagering = useAsyncAtom(bonusWageringAtom);
  const titleId = useId();
  const [forfeitedHere, setForfeitedHere] = useState<ReadonlySet<number>>(new Set());
  if (wagering.error)
    return (
      <div className={styles.section}>
        <FormMessage tone="error">{moneyErrorText(wagering.error)}</FormMessage>
        <Button variant="secondary" size="small" className={styles.action} onClick={wagering.retry}>
          {i18n._(msg`Try again`)}
        </Button>
      </div>
    );
  const current = (w: { id: number; state: string }) => w.state === 'active' || forfeitedHere.has(w.id);
  const items = (wagering.data?.items ?? []).filter((w) => current(w) !== finished);
  if (items.length === 0) return null;
  const remaining = wagering.data?.remaining ?? 0;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {finished ? i18n._(msg`Past bonuses`) : i18n._(msg`Bonus wagering`)}
      </h3>
      {!finished && remaining > 0 && (
        <p className={styles.summary}>
          {i18n._(
            msg`Bet ${ph({ amount: `${symbol} ${money(remaining)}` })} more to unlock withdrawals, or forfeit a bonus.`,
          )}
        </p>
      )}
      <ul className={styles.grid}>
        {items.map((w) => (
          <li key={w.id}>
            <BonusWagerCard wager={w} onForfeiting={() => setForfeitedHere((s) => new Set(s).add(w.id))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
