import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { GameCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import { launchGameAtom } from '../../atoms/game-launch';
import { closePopupAtom, popupParamsAtom } from '../../atoms/popup';
import { useAsyncAtom } from '../../atoms/async';
import { vendorGamesAtom } from '../../atoms/vendor-games';
import { GameTile, GameTileSkeleton } from '../../ui/game-tile/game-tile';
import type { WidgetBaseProps } from '../define-widget';
import type { GamePopupProps } from './game-popup.props';
import styles from './game-popup.module.css';

/** The popup list of a VASSALAGE vendor's games (spec §4: such vendors open a popup game list). */
export default function GamePopup({ header = true }: GamePopupProps & WidgetBaseProps) {
  const { t } = useLingui();
  const params = useAtomValue(popupParamsAtom('gamePopup'));
  const launch = useSetAtom(launchGameAtom);
  const close = useSetAtom(closePopupAtom);
  const navigate = useNavigate();
  const vassalage = typeof params?.vassalage === 'string' ? params.vassalage : '';
  const gameType = typeof params?.gameType === 'string' ? (params.gameType as GameType) : undefined;
  const list = useAsyncAtom(vendorGamesAtom(vassalage, gameType));
  const ready = list.loading ? null : list.data;

  const play = (g: GameCard) => {
    const to = launch({ gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId });
    close('gamePopup');
    if (to) navigate(to);
  };

  return (
    <div className={styles.popup}>
      {header && ready && (
        <div className={styles.header}>
          <img src={ready.vendor.smallIcon} alt="" width={96} height={48} className={styles.logo} />
          <h2 className={styles.title}>{ready.vendor.title}</h2>
        </div>
      )}
      {list.error ? (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>The games could not be loaded.</Trans>
          </p>
          <button type="button" className={styles.button} onClick={list.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !ready ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label={t`Loading games`}>
          {Array.from({ length: 8 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : ready.games.length === 0 ? (
        <p className={styles.notice}>
          <Trans>This vendor has no games at the moment.</Trans>
        </p>
      ) : (
        <ul className={styles.grid} aria-label={t`Games of ${ready.vendor.title}`}>
          {ready.games.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} onPlay={() => play(g)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
