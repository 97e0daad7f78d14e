import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isCallError } from '../../api/call-error';
import { launchAddressAtom, startGameAtom, type LaunchResult } from '../../atoms/game-launch';
import { balanceAtom } from '../../atoms/member';
import { openPopupAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { moneyVersionAtom } from '../../atoms/wallet';
import { bootstrapAtom } from '../../atoms/site';
import { FrameBox } from '../../ui/frame-box/frame-box';
import type { WidgetBaseProps } from '../define-widget';
import type { GameFrameProps } from './game-frame.props';
import { frameQuery, frameSrc } from './frame-query';
import styles from './game-frame.module.css';
import { roleErrorText } from '../../i18n/role-errors';
import { limitRefusalText } from '../../i18n/protection-words';
import { frameFailureText } from '../../i18n/game-frame-errors';
import type { LimitRefusal } from '@schemas/api/protection-rules';

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; game: LaunchResult }
  | { phase: 'error'; code: string; message: string; value?: unknown };

/**
 * The /game page (spec §2): a game in a frame. The address names the game, so a reload
 * starts it again; a visitor is asked to log in first (spec §4: launching needs login).
 * The frame reports balance changes and the portal's balance follows.
 */
export default function GameFrame({ backRoute = '/' }: GameFrameProps & WidgetBaseProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useMemo(() => frameQuery(params), [params]);
  const token = useAtomValue(sessionAtom)?.token;
  const bootstrap = useAtomValue(bootstrapAtom);
  const start = useSetAtom(startGameAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const refreshBalance = useSetAtom(balanceAtom);
  const setAddress = useSetAtom(launchAddressAtom);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const frame = useRef<HTMLIFrameElement>(null);
  const queryKey = params.toString();

  useEffect(() => {
    if (!query || !token) return;
    const controller = new AbortController();
    setState({ phase: 'loading' });
    start(query, controller.signal).then(
      (game) => setState({ phase: 'ready', game }),
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setState({
          phase: 'error',
          code: isCallError(err) ? err.code : 'NETWORK',
          message: (err as Error).message,
          value: isCallError(err) ? err.value : undefined,
        });
      },
    );
    return () => controller.abort();
    // The address (not the parsed object's identity) decides when to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- queryKey stands for query
  }, [queryKey, token, start]);

  useEffect(() => () => setAddress(null), [setAddress]);

  // Money the member moved while the game is open (its "move money" button) changes what the
  // game's wallet holds: the game is told, and shows the new balance.
  const moneyVersion = useAtomValue(moneyVersionAtom);
  const seenMoneyVersion = useRef(moneyVersion);
  useEffect(() => {
    if (moneyVersion === seenMoneyVersion.current) return;
    seenMoneyVersion.current = moneyVersion;
    frame.current?.contentWindow?.postMessage({ type: 'tessera:money-moved' }, window.location.origin);
  }, [moneyVersion]);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== frame.current?.contentWindow) return;
      const data = e.data as { type?: unknown; id?: unknown; code?: unknown; value?: unknown } | null;
      if (data?.type === 'tessera:balance') refreshBalance();
      // The game's refusals are explained in the member's language, from the portal's catalogs.
      if (data?.type === 'tessera:explain' && typeof data.id === 'string' && typeof data.code === 'string') {
        const text = frameFailureText({ code: data.code, value: data.value });
        frame.current?.contentWindow?.postMessage(
          { type: 'tessera:explained', id: data.id, text: text ?? '' },
          window.location.origin,
        );
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refreshBalance]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(backRoute));

  if (!query) {
    return (
      <div className={styles.notice} role="alert">
        <p>
          <Trans>No game was chosen. Pick one in a lobby.</Trans>
        </p>
        <button type="button" className={styles.button} onClick={() => navigate(backRoute)}>
          <Trans>Back</Trans>
        </button>
      </div>
    );
  }
  if (!token) {
    return (
      <div className={styles.notice}>
        <p>
          <Trans>Please log in to play.</Trans>
        </p>
        <button type="button" className={styles.primary} onClick={() => openPopup('login')}>
          <Trans>Log in</Trans>
        </button>
      </div>
    );
  }
  return (
    <section className={styles.game} aria-label={state.phase === 'ready' ? state.game.gameName : t`Game`}>
      <div className={styles.bar}>
        <button type="button" className={styles.button} onClick={back}>
          ‹ <Trans>Back</Trans>
        </button>
        <h1 className={styles.name}>{state.phase === 'ready' ? state.game.gameName : t`Game`}</h1>
        {state.phase === 'ready' && (
          // One row on a phone under the back button and the name, whatever the wallet adds.
          <div className={styles.actions}>
            {state.game.wallet === 'demo' && (
              <span className={styles.tag}>
                <Trans>Demo credit</Trans>
              </span>
            )}
            {state.game.wallet.startsWith('vendor:') && (
              // This vendor plays from its own wallet, not the main one: the way to fund it is here,
              // not only in the member centre the player may never think of.
              <button
                type="button"
                className={styles.button}
                onClick={() => openPopup({ name: 'memberCentre', params: { page: 'transferFund' } })}
              >
                <Trans>Move money to this game</Trans>
              </button>
            )}
            <button
              type="button"
              className={styles.button}
              onClick={() => frame.current?.requestFullscreen?.()}
            >
              <Trans>Full screen</Trans>
            </button>
          </div>
        )}
      </div>
      <FrameBox className={styles.stage}>
        {state.phase === 'loading' && (
          <div className={styles.loading} role="status" aria-busy="true">
            <Trans>Starting the game…</Trans>
          </div>
        )}
        {state.phase === 'error' && (
          <div className={styles.error} role="alert">
            <p>
              {state.code === 'PLAYER_LIMIT' ? (
                limitRefusalText(state.value as LimitRefusal)
              ) : state.code === 'DISABLED' ? (
                <Trans>This game is not available on this site.</Trans>
              ) : state.code === 'NOT_FOUND' ? (
                <Trans>This game does not exist.</Trans>
              ) : roleErrorText(state.code) ? (
                roleErrorText(state.code)
              ) : (
                <Trans>The game could not be started: {state.message}</Trans>
              )}
            </p>
            <button type="button" className={styles.button} onClick={() => navigate(backRoute)}>
              <Trans>Back to the lobby</Trans>
            </button>
          </div>
        )}
        {state.phase === 'ready' && (
          <iframe
            ref={frame}
            title={state.game.gameName}
            src={frameSrc(state.game.url, bootstrap.switchedBy === 'wl' ? bootstrap.merchantCode : undefined)}
            allow="fullscreen; autoplay"
            referrerPolicy="same-origin"
          />
        )}
      </FrameBox>
    </section>
  );
}
