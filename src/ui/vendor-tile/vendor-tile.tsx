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
}

/** A vendor's logo tile (fixed 160 x 80 artwork) with its name and a hot badge. */
export function VendorTile({ title, icon, isHot, selected, onSelect, gameCount }: VendorTileProps) {
  const { t, i18n } = useLingui();
  return (
    <button type="button" className={styles.tile} aria-pressed={selected ?? undefined} onClick={onSelect}>
      {icon ? (
        <img src={icon} alt="" width={160} height={80} className={styles.logo} loading="lazy" />
      ) : (
        // No artwork yet (a lobby still loading its vendors): the logo's place, never an empty src.
        <span className={`${styles.logo} ${styles.blank}`} aria-hidden="true" />
      )}
      <span className={styles.title}>{title}</span>
      {gameCount !== undefined && <span className={styles.count}>{t`${i18n.number(gameCount)} games`}</span>}
      {isHot && <span className={styles.hot}>{t`Hot`}</span>}
    </button>
  );
}
