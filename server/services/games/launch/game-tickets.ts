import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import { isRoomLevel, type RoomLevel } from '../../../../schemas/api/room-levels';
import type { PlayWallet } from '../wallet/seamless-wallet';

/** How long a game frame may keep playing without a new launch (and never past its session). */
const TICKET_HOURS = 12;
/**
 * The launch step: a ticket no frame has opened within this many seconds is dead, so a
 * launch address found later (a log, a history, a shared link) starts nothing.
 */
export const LAUNCH_WINDOW_SECONDS = 120;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A launch ticket for the game frame: the frame never sees the member's session token.
 * It belongs to the session that launched it (`sessionHash`, the session token's hash), and
 * keeps the PvP room it was launched from (null: none), whose minimum stake its table holds.
 */
export async function issueTicket(
  q: Queryable,
  merchantId: number,
  memberId: number,
  sessionHash: string,
  gameId: number,
  wallet: PlayWallet,
  room: RoomLevel | null = null,
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO game_launches (ticket_hash, merchant_id, member_id, session_hash, game_id, wallet, room_level,
                                expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    [hash(ticket), merchantId, memberId, sessionHash, gameId, wallet, room, TICKET_HOURS],
  );
  return ticket;
}

export interface TicketHolder {
  memberId: number;
  username: string;
  isAgent: number;
  gameId: number;
  wallet: PlayWallet;
  /** The PvP room the game was launched from, or null. */
  room: RoomLevel | null;
}

/**
 * The member and game behind a ticket of this merchant. The ticket dies with the session
 * that launched it (logout or expiry ends play too), after its hours, or when no frame
 * opened it within the launch window. The first use marks it opened.
 */
export async function redeemTicket(q: Queryable, merchantId: number, ticket: string): Promise<TicketHolder> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(ticket))
    throw ApiError.unauthenticated('This game session is not valid');
  const [row] = await q.query<{
    member_id: number;
    username: string;
    is_agent: number;
    game_id: number;
    wallet: PlayWallet;
    room_level: string | null;
    live: boolean;
    status: string;
    opened: boolean;
  }>(
    `SELECT l.member_id, m.username, m.is_agent, l.game_id, l.wallet, l.room_level, m.status,
            l.opened_at IS NOT NULL AS opened,
            EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = l.session_hash AND s.merchant_id = l.merchant_id
                      AND s.revoked_at IS NULL AND s.expires_at > now()) AS live
       FROM game_launches l JOIN members m ON m.id = l.member_id
      WHERE l.ticket_hash = $1 AND l.merchant_id = $2 AND l.expires_at > now()
        AND (l.opened_at IS NOT NULL OR l.created_at > now() - make_interval(secs => $3))`,
    [hash(ticket), merchantId, LAUNCH_WINDOW_SECONDS],
  );
  if (!row || !row.live)
    throw new ApiError(401, 'SESSION_EXPIRED', 'This game session has ended: launch the game again');
  if (row.status !== 'active') throw new ApiError(403, 'FORBIDDEN', 'This account is disabled');
  // Written once, on the frame's first call; later calls only read.
  if (!row.opened)
    await q.query('UPDATE game_launches SET opened_at = now() WHERE ticket_hash = $1 AND opened_at IS NULL', [
      hash(ticket),
    ]);
  return {
    memberId: Number(row.member_id),
    username: row.username,
    isAgent: row.is_agent,
    gameId: Number(row.game_id),
    wallet: row.wallet,
    room: isRoomLevel(row.room_level) ? row.room_level : null,
  };
}
