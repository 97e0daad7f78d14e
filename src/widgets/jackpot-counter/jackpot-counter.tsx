import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { jackpotPoolAtom } from '../../atoms/jackpot';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { formatMoney } from '../../i18n/format-money';
import { useSiteText } from '../../i18n/use-site-text';
import type { WidgetBaseProps } from '../define-widget';
import type { JackpotCounterProps } from './jackpot-counter.props';
import { useCountUpText } from './use-count-up-text';
import { usePoolValue } from './use-pool-value';
import styles from './jackpot-counter.module.css';

/** A pool that could not load is asked for again after this long. */
const RETRY_MS = 10_000;

/**
 * The home page's jackpot counter (spec §1, §9; R1.17): the merchant's pool as the platform
 * keeps it, rising by 165.11 every 3 s from its start, the same figure for every visitor.
 */
export default function JackpotCounter({ label, variant = 'banner' }: JackpotCounterProps & WidgetBaseProps) {
  const text = useSiteText();
  const { merchant, settings } = useAtomValue(readySiteAtom);
  const language = useAtomValue(languageAtom);
  const pool = useAsyncAtom(jackpotPoolAtom);
  const value = usePoolValue(pool.data);
  const format = useCallback((minor: number) => formatMoney(minor, language), [language]);
  const figure = useRef<HTMLSpanElement>(null);
  useCountUpText(figure, value, format);

  const { error, retry } = pool;
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(retry, RETRY_MS);
    return () => clearTimeout(timer);
  }, [error, retry]);

  // The figure's box is as wide as its text with every digit a 0: digits are of equal width,
  // so neither the count-up nor the next tick moves anything around it, and the box changes
  // only when the pool gains a digit. It is measured in the figure's own font (CSS below), not
  // in `ch`: separators are narrower than a digit, and a box in `ch` left a gap after the sign.
  const sizing = format(value ?? Math.round(settings.jackpot.start * 100)).replace(/\d/g, '0');
  return (
    <section className={`${styles.jackpot} ${styles[variant]}`} aria-label={label ? text(label) : undefined}>
      <p className={styles.label}>{label ? text(label) : <Trans>Progressive jackpot</Trans>}</p>
      <p
        className={styles.amount}
        data-money
        data-testid="jackpot-amount"
        data-value={value}
        aria-busy={value === undefined || undefined}
      >
        <span className={styles.symbol}>{merchant.currencySymbol}</span>
        {value === undefined ? (
          <span className={styles.waiting} aria-hidden="true">
            {sizing}
          </span>
        ) : (
          <span ref={figure} className={styles.figure} data-sizing={sizing} />
        )}
      </p>
    </section>
  );
}
