import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameCard, VendorCard } from '@schemas/api/game-shapes';
import type { GameType } from '@schemas/site/constants';
import { getVassGameType } from '../../api/endpoints';
import { apiClientAtom } from '../../atoms/api';
import { launchGameAtom } from '../../atoms/game-launch';
import { closePopupAtom, popupParamsAtom } from '../../atoms/popup';
import { languageAtom } from '../../atoms/preferences';
import { GameTile, GameTileSkeleton } from '../../ui/game-tile/game-tile';
import type { WidgetBaseProps } from '../define-widget';
import type { GamePopupProps } from './game-popup.props';
import styles from './game-popup.module.css';

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; vendor: VendorCard; games: GameCard[] }
  | { phase: 'error'; message: string };

/** The popup list of a VASSALAGE vendor's games (spec §4: such vendors open a popup game list). */
export default function GamePopup({ header = true }: GamePopupProps & WidgetBaseProps) {
  const { t } = useLingui();
  const params = useAtomValue(popupParamsAtom('gamePopup'));
  const api = useAtomValue(apiClientAtom);
  const language = useAtomValue(languageAtom);
  const launch = useSetAtom(launchGameAtom);
  const close = useSetAtom(closePopupAtom);
  const navigate = useNavigate();
  const vassalage = typeof params?.vassalage === 'string' ? params.vassalage : '';
  const gameType = typeof params?.gameType === 'string' ? (params.gameType as GameType) : undefined;
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!vassalage) return;
    const controller = new AbortController();
    setState({ phase: 'loading' });
    api
      .call(
        getVassGameType,
        { vassalage, ...(gameType ? { gameType } : {}), language },
        { signal: controller.signal, module: 'games' },
      )
      .then(
        (v) => setState({ phase: 'ready', vendor: v.vendor, games: v.games }),
        (err: unknown) => {
          if ((err as Error).name !== 'AbortError')
            setState({ phase: 'error', message: (err as Error).message });
        },
      );
    return () => controller.abort();
  }, [api, vassalage, gameType, language, attempt]);

  const play = (g: GameCard) => {
    const to = launch({ gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId });
    close('gamePopup');
    if (to) navigate(to);
  };

  return (
    <div className={styles.popup}>
      {header && state.phase === 'ready' && (
        <div className={styles.header}>
          <img src={state.vendor.smallIcon} alt="" width={96} height={48} className={styles.logo} />
          <h2 className={styles.title}>{state.vendor.title}</h2>
        </div>
      )}
      {state.phase === 'loading' ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label={t`Loading games`}>
          {Array.from({ length: 8 }, (_, i) => (
            <GameTileSkeleton key={i} />
          ))}
        </div>
      ) : state.phase === 'error' ? (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>The games could not be loaded.</Trans>
          </p>
          <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : state.games.length === 0 ? (
        <p className={styles.notice}>
          <Trans>This vendor has no games at the moment.</Trans>
        </p>
      ) : (
        <ul className={styles.grid} aria-label={t`Games of ${state.vendor.title}`}>
          {state.games.map((g) => (
            <li key={g.nodeId}>
              <GameTile game={g} onPlay={() => play(g)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
