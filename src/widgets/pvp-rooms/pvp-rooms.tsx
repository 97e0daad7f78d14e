import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { launchGameAtom } from '../../atoms/game-launch';
import { pvpRoomsAtom } from '../../atoms/games';
import { openPopupAtom } from '../../atoms/popup';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { formatMoney } from '../../i18n/format-money';
import type { WidgetBaseProps } from '../define-widget';
import type { PvpRoomsProps } from './pvp-rooms.props';
import styles from './pvp-rooms.module.css';
import { useAsyncState } from '../../atoms/async';

const LEVELS = ['novice', 'regular', 'high', 'vip'] as const;

/** PvP rooms (spec §7 GLS2_roomList): pick a stake level, join a room. */
export default function PvpRooms({ vassalage }: PvpRoomsProps & WidgetBaseProps) {
  const { t } = useLingui();
  const rooms = useAsyncState(pvpRoomsAtom);
  const refresh = useSetAtom(pvpRoomsAtom);
  const launch = useSetAtom(launchGameAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const symbol = useAtomValue(readySiteAtom).merchant.currencySymbol;
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('novice');
  const labels = { novice: t`Novice`, regular: t`Regular`, high: t`High stakes`, vip: t`VIP` };

  if (rooms.state === 'loading') {
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t`Loading rooms`} />;
  }
  if (rooms.state === 'hasError') {
    return (
      <div className={styles.notice} role="alert">
        <p>
          <Trans>The rooms could not be loaded.</Trans>
        </p>
        <button type="button" className={styles.button} onClick={() => refresh()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (rooms.data === null) {
    return (
      <div className={styles.notice}>
        <p>
          <Trans>Log in to see the rooms and join a table.</Trans>
        </p>
        <button type="button" className={styles.primary} onClick={() => openPopup('login')}>
          <Trans>Log in</Trans>
        </button>
      </div>
    );
  }
  const shown = rooms.data.filter((r) => r.level === level && (!vassalage || r.vassalage === vassalage));
  return (
    <div className={styles.rooms}>
      <div className={styles.levels} role="group" aria-label={t`Stake level`}>
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            className={styles.chip}
            aria-pressed={level === l}
            onClick={() => setLevel(l)}
          >
            {labels[l]}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.notice}>
          <Trans>No rooms at this level right now.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Rooms`}>
          {shown.map((r) => (
            <li key={r.roomId} className={styles.room}>
              <img src={r.icon} alt="" width={56} height={56} className={styles.icon} />
              <span className={styles.name}>
                <strong>{r.gameName}</strong>
                <span className={styles.vendor}>{r.vendorTitle}</span>
              </span>
              <span className={styles.stake}>
                {symbol}
                {formatMoney(r.minBetMinor, language)}
              </span>
              <span className={styles.players}>
                <Trans>{r.playersRecent} playing</Trans>
              </span>
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  const to = launch({ gameType: 'PVP', vassalage: r.vassalage, nodeId: r.nodeId });
                  if (to) navigate(to);
                }}
              >
                <Trans>Join</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
