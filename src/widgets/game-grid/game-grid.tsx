import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { GameCard } from '@schemas/api/game-shapes';
import { launchGameAtom } from '../../atoms/game-launch';
import { favouriteIdsAtom, hotGamesAtom, popularGamesAtom, toggleFavouriteAtom } from '../../atoms/games';
import { sessionAtom } from '../../atoms/session';
import { GameTile, GameTileSkeleton } from '../../ui/game-tile/game-tile';
import type { WidgetBaseProps } from '../define-widget';
import type { GameGridProps } from './game-grid.props';
import styles from './game-grid.module.css';
import { useAsyncState } from '../../atoms/async';

/** Popular games (home, spec §7) or a type's hot games, each a tile to play and favourite. */
export default function GameGrid({
  source = 'popular',
  gameType = 'RNG',
  count = 20,
}: GameGridProps & WidgetBaseProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const games = useAsyncState(source === 'hot' ? hotGamesAtom(gameType) : popularGamesAtom);
  const favourites = useAsyncState(favouriteIdsAtom);
  const loggedIn = Boolean(useAtomValue(sessionAtom)?.token);
  const toggle = useSetAtom(toggleFavouriteAtom);
  const launch = useSetAtom(launchGameAtom);
  const refresh = useSetAtom(source === 'hot' ? hotGamesAtom(gameType) : popularGamesAtom);
  const play = (g: GameCard) => {
    const to = launch({ gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId });
    if (to) navigate(to);
  };

  if (games.state === 'loading') {
    return (
      <div className={styles.grid} role="status" aria-busy="true" aria-label={t`Loading games`}>
        {Array.from({ length: Math.min(count, 12) }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (games.state === 'hasError') {
    return (
      <div className={styles.notice} role="alert">
        <p>
          <Trans>The games could not be loaded.</Trans>
        </p>
        <button type="button" className={styles.button} onClick={() => refresh()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const list = games.data.slice(0, count);
  if (list.length === 0) {
    return (
      <p className={styles.notice}>
        <Trans>No games to show yet.</Trans>
      </p>
    );
  }
  const favSet = loggedIn && favourites.state === 'hasData' ? favourites.data : undefined;
  return (
    <ul className={styles.grid} aria-label={source === 'hot' ? t`Hot games` : t`Popular games`}>
      {list.map((g) => (
        <li key={g.nodeId}>
          <GameTile
            game={g}
            favourite={favSet ? favSet.has(g.nodeId) : undefined}
            onPlay={() => play(g)}
            onFavourite={() => void toggle(g).catch(() => undefined)}
          />
        </li>
      ))}
    </ul>
  );
}
