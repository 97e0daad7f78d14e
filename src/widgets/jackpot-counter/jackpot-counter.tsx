import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { formatMoney } from '../../i18n/format-money';
import { useSiteText } from '../../i18n/use-site-text';
import type { WidgetBaseProps } from '../define-widget';
import type { JackpotCounterProps } from './jackpot-counter.props';
import { useRisingAmount, useTweened } from './use-rising-amount';
import styles from './jackpot-counter.module.css';

/** The home page's jackpot counter (spec §1, §9; R1.17): +165.11 every 3 s, in money format. */
export default function JackpotCounter({ label, variant = 'banner' }: JackpotCounterProps & WidgetBaseProps) {
  const text = useSiteText();
  const { merchant, settings } = useAtomValue(readySiteAtom);
  const language = useAtomValue(languageAtom);
  const { start, step, everyMs } = settings.jackpot;
  const target = useRisingAmount(Math.round(start * 100), Math.round(step * 100), everyMs);
  const shown = useTweened(target);
  return (
    <section className={`${styles.jackpot} ${styles[variant]}`} aria-label={label ? text(label) : undefined}>
      <p className={styles.label}>{label ? text(label) : <Trans>Progressive jackpot</Trans>}</p>
      <p className={styles.amount} data-money data-testid="jackpot-amount" data-value={target}>
        <span className={styles.symbol}>{merchant.currencySymbol}</span>
        {formatMoney(shown, language)}
      </p>
    </section>
  );
}
