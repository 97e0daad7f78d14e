import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getBonusWagering } from '../../api/endpoints';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { readySiteAtom } from '../../atoms/site';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { ProgressMeter } from '../../ui/progress-meter/progress-meter';
import styles from './withdraw-form.module.css';

/**
 * While a bonus's turnover is not met (docs/decisions/bonus-wagering.md): what is left
 * to bet before a withdrawal, how far the member is, and the way to the reward centre
 * where a bonus can be forfeited.
 */
export function WageringNotice({ wagering }: { wagering: ResponseOf<typeof getBonusWagering> }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const goTo = useSetAtom(memberCentrePageAtom);
  const titleId = useId();
  const active = wagering.items.filter((w) => w.state === 'active');
  const required = active.reduce((s, w) => s + w.required, 0);
  const wagered = active.reduce((s, w) => s + w.wagered, 0);
  const left = `${symbol} ${money(wagering.remaining)}`;
  return (
    <section className={styles.wagering} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.wageringTitle}>
        {i18n._(msg`Bonus wagering in progress`)}
      </h3>
      <p className={styles.lead}>
        {i18n._(
          msg`Bet ${ph({ amount: left })} more before you can withdraw. Settled bets with real money count, win or lose.`,
        )}
      </p>
      <ProgressMeter
        value={wagered}
        max={required}
        label={i18n._(msg`Bets towards your bonus`)}
        valueText={`${money(wagered)} / ${money(required)}`}
        note={i18n._(msg`${ph({ amount: money(wagering.remaining) })} left`)}
      />
      <Button
        variant="secondary"
        size="small"
        className={styles.wageringAction}
        onClick={() => goTo('rewardCenter')}
      >
        {i18n._(msg`See my bonuses`)}
      </Button>
    </section>
  );
}
