import { useLingui } from '@lingui/react/macro';
import styles from './vendor-tile.module.css';

/** Spec §9: a vendor menu (a row of vendor tiles) gets arrows above 8 vendors. */
export const VENDOR_ARROWS_ABOVE = 8;

export interface VendorTileProps {
  title: string;
  icon: string;
  isHot: boolean;
  selected?: boolean;
  onSelect(): void;
  /** Games the vendor offers, shown under its name when given. */
  gameCount?: number;
  /**
   * Keep the games line's height without a count, so a tile drawn before its neighbours
   * (which carry counts) is already as tall as they are: the strip does not grow under it.
   */
  countLine?: boolean;
}

/** A vendor's logo tile (fixed 160 x 80 artwork) with its name and a hot badge. */
export function VendorTile({
  title,
  icon,
  isHot,
  selected,
  onSelect,
  gameCount,
  countLine,
}: VendorTileProps) {
  const { t, i18n } = useLingui();
  return (
    <button type="button" className={styles.tile} aria-pressed={selected ?? undefined} onClick={onSelect}>
      {icon ? (
        <img
          src={icon}
          alt=""
          width={160}
          height={80}
          className={styles.logo}
          loading="lazy"
          decoding="async"
        />
      ) : (
        // No artwork yet (a lobby still loading its vendors): the logo's place, never an empty src.
        <span className={`${styles.logo} ${styles.blank}`} aria-hidden="true" />
      )}
      <span className={styles.title}>{title}</span>
      {gameCount !== undefined ? (
        <span className={styles.count}>{t`${i18n.number(gameCount)} games`}</span>
      ) : (
        countLine && (
          <span className={styles.count} aria-hidden="true">
            {'\u00a0'}
          </span>
        )
      )}
      {isHot && <span className={styles.hot}>{t`Hot`}</span>}
    </button>
  );
}

/**
 * A vendor tile's box while the vendors load: the same frame, logo and name line as a
 * tile (and the games line with `countLine`), so the row keeps its height when they arrive.
 */
export function VendorTileSkeleton({ countLine }: { countLine?: boolean }) {
  return (
    <span className={`${styles.tile} ${styles.skeleton}`} aria-hidden="true">
      <span className={`${styles.logo} ${styles.blank}`} />
      <span className={styles.title}>{'\u00a0'}</span>
      {countLine && <span className={styles.count}>{'\u00a0'}</span>}
    </span>
  );
}
