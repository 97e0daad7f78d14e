import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { winnerBoardAtom } from '../../atoms/games';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { formatMoney } from '../../i18n/format-money';
import type { WidgetBaseProps } from '../define-widget';
import type { WinnersBoardProps } from './winners-board.props';
import styles from './winners-board.module.css';
import { useAsyncState } from '../../atoms/async';

/** Winners board (spec §1, §3 winner entry): real wins only, newest first. */
export default function WinnersBoard({
  count = 10,
  refreshSeconds = 30,
}: WinnersBoardProps & WidgetBaseProps) {
  const { t, i18n } = useLingui();
  const winners = useAsyncState(winnerBoardAtom);
  const refresh = useSetAtom(winnerBoardAtom);
  const language = useAtomValue(languageAtom);
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  useEffect(() => {
    const timer = setInterval(() => refresh(), refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [refresh, refreshSeconds]);

  if (winners.state === 'loading') {
    return (
      <ol className={styles.list} aria-busy="true" aria-label={t`Loading winners`}>
        {Array.from({ length: Math.min(count, 5) }, (_, i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ol>
    );
  }
  if (winners.state === 'hasError') {
    return (
      <p className={styles.notice} role="alert">
        <Trans>The winners could not be loaded.</Trans>
      </p>
    );
  }
  const list = winners.data.slice(0, count);
  if (list.length === 0) {
    return (
      <p className={styles.notice}>
        <Trans>No big wins yet today. Yours could be the first.</Trans>
      </p>
    );
  }
  return (
    <ol className={styles.list} aria-label={t`Winners`}>
      {list.map((w, i) => (
        <li key={`${w.time}-${i}`} className={styles.row}>
          <span className={styles.player}>{w.player}</span>
          <span className={styles.game}>{w.gameName}</span>
          <span className={styles.prize}>
            {symbol}
            {formatMoney(w.prize, language)}
          </span>
          <time className={styles.time} dateTime={w.time}>
            {i18n.date(new Date(w.time), { hour: '2-digit', minute: '2-digit' })}
          </time>
        </li>
      ))}
    </ol>
  );
}
