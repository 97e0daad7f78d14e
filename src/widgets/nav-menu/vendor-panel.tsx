import { Trans } from '@lingui/react/macro';
import type { VendorCard } from '@schemas/api/game-shapes';
import type { NavItem } from '@schemas/site/nav-item';
import type { GameType } from '@schemas/site/constants';
import { vendorsOfTypeAtom } from '../../atoms/game-menus';
import { vendorMenuCut } from '../../ui/vendor-dropdown/vendor-dropdown';
import styles from './nav-menu.module.css';
import { useAsyncState } from '../../atoms/async';

interface Props {
  item: NavItem & { gameType: GameType };
  label: string;
  /** A vendor was chosen: navigate, or launch (lottery, cockfight). */
  onChoose: (vendor: VendorCard) => void;
  /** "More": the type's lobby with every vendor. */
  onMore: () => void;
  id: string;
}

/**
 * The vendors of a game type, shown when the pointer rests on its nav item (spec §2 hover
 * menus): the first 11 and a "More" button to the rest (R2.56). Names wrap in their tile.
 */
export function VendorPanel({ item, label, onChoose, onMore, id }: Props) {
  const state = useAsyncState(vendorsOfTypeAtom(item.gameType));
  const cut = state.state === 'hasData' ? vendorMenuCut(state.data) : undefined;
  return (
    <div id={id} className={styles.panel} role="region" aria-label={label}>
      {state.state === 'loading' && (
        <ul className={styles.vendors} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className={styles.vendorSkeleton} />
          ))}
        </ul>
      )}
      {state.state === 'hasError' && (
        <p className={styles.panelNote} role="alert">
          <Trans>Providers could not load. Try again in a moment.</Trans>
        </p>
      )}
      {cut && cut.shown.length === 0 && (
        <p className={styles.panelNote}>
          <Trans>No providers here yet.</Trans>
        </p>
      )}
      {cut && cut.shown.length > 0 && (
        <ul className={styles.vendors}>
          {cut.shown.map((vendor) => (
            <li key={vendor.vassalage}>
              <button type="button" className={styles.vendor} onClick={() => onChoose(vendor)}>
                <img
                  src={vendor.smallIcon}
                  alt=""
                  width={80}
                  height={40}
                  className={styles.vendorIcon}
                  loading="lazy"
                />
                <span className={styles.vendorName}>{vendor.title}</span>
                {vendor.isHot === 1 && (
                  <span className={styles.hot}>
                    <Trans>Hot</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
          {cut.more && (
            <li>
              <button type="button" className={styles.more} onClick={onMore}>
                <Trans>More</Trans>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
