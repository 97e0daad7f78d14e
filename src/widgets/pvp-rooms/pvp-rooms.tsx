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
import { Button } from '../../ui/form/button';
import { FilterChip } from '../../ui/filter-chip/filter-chip';
import { NoticeBar } from '../../ui/notice-bar/notice-bar';
import { TileGrid } from '../../widget-kit/tile-grid';
import type { WidgetBaseProps } from '../define-widget';
import type { PvpRoomsProps } from './pvp-rooms.props';
import styles from './pvp-rooms.module.css';
import { useAsyncState } from '../../atoms/async';
import { ROOM_LEVELS, type RoomLevel } from '@schemas/api/room-levels';

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
  const [level, setLevel] = useState<RoomLevel>('novice');
  const labels = { novice: t`Novice`, regular: t`Regular`, high: t`High stakes`, vip: t`VIP` };

  if (rooms.state === 'loading') {
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t`Loading rooms`} />;
  }
  if (rooms.state === 'hasError') {
    return (
      <NoticeBar
        alert
        action={
          <Button variant="secondary" size="small" onClick={() => refresh()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>The rooms could not be loaded.</Trans>
      </NoticeBar>
    );
  }
  if (rooms.data === null) {
    return (
      <NoticeBar
        action={
          <Button size="small" onClick={() => openPopup('login')}>
            <Trans>Log in</Trans>
          </Button>
        }
      >
        <Trans>Log in to see the rooms and join a table.</Trans>
      </NoticeBar>
    );
  }
  const shown = rooms.data.filter((r) => r.level === level && (!vassalage || r.vassalage === vassalage));
  return (
    <div className={styles.rooms}>
      <div className={styles.levels} role="group" aria-label={t`Stake level`}>
        {ROOM_LEVELS.map((l) => (
          <FilterChip key={l} pressed={level === l} onClick={() => setLevel(l)}>
            {labels[l]}
          </FilterChip>
        ))}
      </div>
      {shown.length === 0 ? (
        <NoticeBar>
          <Trans>No rooms at this level right now.</Trans>
        </NoticeBar>
      ) : (
        <TileGrid tile="room" aria-label={t`Rooms`}>
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
              <Button
                size="small"
                className={styles.join}
                onClick={() => {
                  // The room's level goes with the launch: its table holds the room's minimum stake.
                  const to = launch({
                    gameType: 'PVP',
                    vassalage: r.vassalage,
                    nodeId: r.nodeId,
                    room: r.level,
                  });
                  if (to) navigate(to);
                }}
              >
                <Trans>Join</Trans>
              </Button>
            </li>
          ))}
        </TileGrid>
      )}
    </div>
  );
}
