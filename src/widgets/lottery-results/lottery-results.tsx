import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  latestLotteryResultsAtom,
  offeredLotteryGamesAtom,
  type LotteryDraw,
  type LotteryMenuGame,
} from '../../atoms/lottery';
import type { WidgetBaseProps } from '../define-widget';
import type { LotteryResultsProps } from './lottery-results.props';
import { Link } from '../../ui/link/link';
import styles from './lottery-results.module.css';
import { useAsyncState } from '../../atoms/async';

interface GameResults {
  game: LotteryMenuGame;
  latest: LotteryDraw;
  earlier: LotteryDraw[];
}

/** Each offered game's draws, newest first, in the order of their latest draw. */
function byGame(draws: LotteryDraw[], games: Map<string, LotteryMenuGame>, limit: number): GameResults[] {
  const grouped = new Map<string, GameResults>();
  for (const draw of draws) {
    const game = games.get(draw.gameCode);
    if (!game || !draw.numbers) continue;
    const entry = grouped.get(draw.gameCode);
    if (entry) entry.earlier.push(draw);
    else if (grouped.size < limit) grouped.set(draw.gameCode, { game, latest: draw, earlier: [] });
  }
  return [...grouped.values()];
}

/** The home's lottery results (spec §7 home: /lgw/vn/numeros/opened/game, count 100). */
export default function LotteryResults({
  games = 4,
  history = 5,
  refreshSeconds = 30,
}: LotteryResultsProps & WidgetBaseProps) {
  const { t, i18n } = useLingui();
  const draws = useAsyncState(latestLotteryResultsAtom);
  const offered = useAsyncState(offeredLotteryGamesAtom);
  const refresh = useSetAtom(latestLotteryResultsAtom);
  useEffect(() => {
    const timer = setInterval(() => refresh(), refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [refresh, refreshSeconds]);

  if (draws.state === 'loading' || offered.state === 'loading') {
    return (
      <ul className={styles.cards} aria-busy="true" aria-label={t`Loading lottery results`}>
        {Array.from({ length: games }, (_, i) => (
          <li key={i} className={styles.skeleton} />
        ))}
      </ul>
    );
  }
  if (draws.state === 'hasError' || offered.state === 'hasError') {
    return (
      <p className={styles.notice} role="alert">
        <Trans>The lottery results could not be loaded.</Trans>
      </p>
    );
  }
  const results = byGame(draws.data, offered.data, games);
  if (results.length === 0) {
    return (
      <p className={styles.notice}>
        <Trans>No draw has been drawn yet. The first result appears here.</Trans>
      </p>
    );
  }
  const time = (iso: string) => i18n.date(new Date(iso), { hour: '2-digit', minute: '2-digit' });
  return (
    <ul className={styles.cards} aria-label={t`Lottery results`}>
      {results.map(({ game, latest, earlier }) => {
        const special = latest.numbers?.special[0] ?? '';
        const first = latest.numbers?.first[0];
        return (
          <li key={game.gameCode} className={styles.card}>
            <article aria-labelledby={`lottery-result-${game.gameCode}`}>
              <header className={styles.head}>
                <img className={styles.icon} src={game.icon} alt="" width={40} height={40} loading="lazy" />
                <div>
                  <h3 id={`lottery-result-${game.gameCode}`} className={styles.name}>
                    {game.name}
                  </h3>
                  <p className={styles.draw}>
                    <Trans>
                      Draw {latest.drawNo} · {time(latest.drawAt)}
                    </Trans>
                  </p>
                </div>
              </header>
              <p className={styles.specialLabel}>
                <Trans>Special prize</Trans>
              </p>
              <ol className={styles.digits} aria-label={t`Special prize ${special}`}>
                {[...special].map((d, i) => (
                  <li key={i} className={styles.digit}>
                    {d}
                  </li>
                ))}
              </ol>
              {first && (
                <p className={styles.first}>
                  <Trans>
                    First prize <strong>{first}</strong>
                  </Trans>
                </p>
              )}
              {history > 0 && earlier.length > 0 && (
                <div className={styles.earlier}>
                  <span className={styles.earlierLabel}>
                    <Trans>Earlier</Trans>
                  </span>
                  <ul className={styles.chips}>
                    {earlier.slice(0, history).map((d) => (
                      <li key={d.drawNo} className={styles.chip} title={`${d.drawNo} · ${time(d.drawAt)}`}>
                        {d.numbers?.special[0]}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <Link
                className={styles.bet}
                to={`/lottery?gameCode=${encodeURIComponent(game.gameCode)}&vendor=${encodeURIComponent(game.vendor)}`}
              >
                <Trans>Bet on the next draw</Trans>
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
