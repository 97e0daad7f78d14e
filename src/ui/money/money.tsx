import styles from './money.module.css';

export interface MoneyProps {
  /** The amount already formatted for the language (2 decimals, grouped). */
  text: string;
  /** Shown before the amount, e.g. "$". */
  symbol?: string;
  /** Colour for money in (plus) and out (minus); a plus sign is added for `plus`. */
  tone?: 'plus' | 'minus' | 'neutral';
  /** Hide the amount behind dots (the balance's show/hide toggle). */
  hidden?: boolean;
  size?: 'normal' | 'large';
}

/** An amount of money: tabular digits so columns line up, never wrapped. */
export function Money({ text, symbol, tone = 'neutral', hidden, size = 'normal' }: MoneyProps) {
  const cls = [styles.money, styles[tone], size === 'large' ? styles.large : ''].filter(Boolean).join(' ');
  if (hidden)
    return (
      <span className={cls} aria-label="••••">
        {symbol ? `${symbol} ` : ''}••••••
      </span>
    );
  // The sign leads, before the symbol: "-$99.00", "+$4.20", never "$-99.00" or "++4.20".
  const signed = /^[-+]/.test(text);
  const sign = signed ? text.charAt(0) : tone === 'plus' ? '+' : '';
  return (
    <span className={cls}>
      {sign}
      {symbol ? <span className={styles.symbol}>{symbol}</span> : null}
      {signed ? text.slice(1) : text}
    </span>
  );
}
