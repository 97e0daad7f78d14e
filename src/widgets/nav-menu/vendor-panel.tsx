import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { loadable } from 'jotai/utils';
import { useMemo } from 'react';
import type { VendorCard } from '@schemas/api/game-shapes';
import type { NavItem } from '@schemas/site/nav-item';
import type { GameType } from '@schemas/site/constants';
import { vendorsOfTypeAtom } from '../../atoms/game-menus';
import styles from './nav-menu.module.css';

interface Props {
  item: NavItem & { gameType: GameType };
  label: string;
  /** A vendor was chosen: navigate, or launch (lottery, cockfight). */
  onChoose: (vendor: VendorCard) => void;
  id: string;
}

/** The vendors of a game type, shown when the pointer rests on its nav item (spec §2 hover menus). */
export function VendorPanel({ item, label, onChoose, id }: Props) {
  const state = useAtomValue(useMemo(() => loadable(vendorsOfTypeAtom(item.gameType)), [item.gameType]));
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
      {state.state === 'hasData' && state.data.length === 0 && (
        <p className={styles.panelNote}>
          <Trans>No providers here yet.</Trans>
        </p>
      )}
      {state.state === 'hasData' && state.data.length > 0 && (
        <ul className={styles.vendors}>
          {state.data.map((vendor) => (
            <li key={vendor.vassalage}>
              <button type="button" className={styles.vendor} onClick={() => onChoose(vendor)}>
                <img
                  src={vendor.smallIcon}
                  alt=""
                  width={56}
                  height={56}
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
        </ul>
      )}
    </div>
  );
}
