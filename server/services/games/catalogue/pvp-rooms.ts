import type { Queryable } from '../../../db/database';
import type { Merchant } from '../../../domain/merchant';
import { ROOM_LEVELS, roomMinStake } from '../../../../schemas/api/room-levels';
import { CARD_COLUMNS, cardMaker, vendorsFor, type CardRow } from './game-cards';

/**
 * Rooms of PvP games, one a stake level (room-levels.ts): joining one launches the game with
 * that level, and its table holds the room's minimum stake. `playersRecent` counts this site's
 * members who launched the game in the last 15 minutes: a real figure, not a decoration.
 */
export async function pvpRooms(q: Queryable, merchant: Merchant, vassalage: string | undefined) {
  const vendors = await vendorsFor(q, merchant, 'PVP', vassalage);
  if (vendors.length === 0) return [];
  const rows = await q.query<CardRow & { recent: number }>(
    `SELECT ${CARD_COLUMNS},
            (SELECT count(*)::int FROM game_recent r
              WHERE r.merchant_id = g.merchant_id AND r.game_id = g.id AND r.last_played_at > now() - interval '15 minutes') AS recent
       FROM games g WHERE g.merchant_id = $1 AND g.vendor_id = ANY($2::bigint[]) AND g.enabled
      ORDER BY g.vendor_id, g.sort_order, g.id`,
    [merchant.id, vendors.map((v) => v.id)],
  );
  const card = await cardMaker(q, merchant);
  return rows.flatMap((row) => {
    const c = card(row);
    return ROOM_LEVELS.map((level) => ({
      roomId: `${c.nodeId}-${level}`,
      nodeId: c.nodeId,
      gameName: c.name,
      vassalage: c.vassalage,
      vendorTitle: c.vendorTitle,
      icon: c.icon,
      level,
      minBetMinor: roomMinStake(c.minBetMinor, level),
      playersRecent: row.recent,
    }));
  });
}
