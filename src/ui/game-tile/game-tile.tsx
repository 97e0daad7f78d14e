import { useLingui } from '@lingui/react/macro';
import { LazyImage } from '../lazy-image/lazy-image';
import { GameArtPlaceholder } from './game-art-placeholder';
import styles from './game-tile.module.css';

export interface GameTileGame {
  nodeId: number;
  name: string;
  icon: string;
  vendorTitle: string;
  isHot: 0 | 1;
  classify: string;
}

export interface GameTileProps {
  game: GameTileGame;
  /** Whether the game is a favourite; the heart is hidden when undefined. */
  favourite?: boolean;
  onPlay(): void;
  onFavourite?(): void;
  /** Load the artwork at once (first row) instead of near the viewport. */
  eager?: boolean;
}

/** A game card: fixed-size artwork, name, vendor, hot or jackpot badge and a favourite heart. */
export function GameTile({ game, favourite, onPlay, onFavourite, eager }: GameTileProps) {
  const { t } = useLingui();
  return (
    <article className={styles.tile} aria-label={game.name}>
      {/* Named by what it shows ("Play", the game, the vendor), never by an aria-label that
          could differ from the visible words (WCAG 2.5.3, label in name). */}
      <button type="button" className={styles.play} onClick={onPlay}>
        <span className={styles.art}>
          <LazyImage
            src={game.icon}
            alt=""
            width={240}
            height={240}
            eager={eager}
            placeholder={<GameArtPlaceholder name={game.name} state="loading" />}
            fallback={<GameArtPlaceholder name={game.name} state="failed" />}
          />
          <span className={styles.hover}>{t`Play`}</span>
        </span>{' '}
        <span className={styles.name}>{game.name}</span>{' '}
        <span className={styles.vendor}>{game.vendorTitle}</span>
      </button>
      <span className={styles.badges}>
        {game.isHot === 1 && <span className={styles.hot}>{t`Hot`}</span>}
        {game.classify === 'jackpot' && <span className={styles.jackpot}>{t`Jackpot`}</span>}
      </span>
      {favourite !== undefined && onFavourite && (
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={favourite ? t`Remove ${game.name} from favourites` : t`Add ${game.name} to favourites`}
          onClick={onFavourite}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 5 6.4 5c2 0 3.6 1.1 4.6 2.6C12 6.1 13.6 5 15.6 5 19 5 21.1 8.4 19.6 11.8 17.5 16.4 12 21 12 21z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      )}
    </article>
  );
}

/** A tile-shaped placeholder while a list loads. */
export function GameTileSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonArt} />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLineShort} />
    </div>
  );
}
