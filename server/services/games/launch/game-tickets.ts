import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import type { PlayWallet } from '../wallet/seamless-wallet';

/** How long a game frame may keep playing without a new launch. */
const TICKET_HOURS = 12;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A launch ticket for the game frame: the frame never sees the member's session token. */
export async function issueTicket(
  q: Queryable,
  merchantId: number,
  memberId: number,
  gameId: number,
  wallet: PlayWallet,
): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO game_launches (ticket_hash, merchant_id, member_id, game_id, wallet, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(hours => $6))`,
    [hash(ticket), merchantId, memberId, gameId, wallet, TICKET_HOURS],
  );
  return ticket;
}

export interface TicketHolder {
  memberId: number;
  username: string;
  isAgent: number;
  gameId: number;
  wallet: PlayWallet;
}

/**
 * The member and game behind a ticket of this merchant. The ticket dies with the
 * member's last session (logout ends play too) or after its hours.
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
    live: boolean;
    status: string;
  }>(
    `SELECT l.member_id, m.username, m.is_agent, l.game_id, l.wallet, m.status,
            EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = l.member_id AND s.merchant_id = l.merchant_id
                      AND s.revoked_at IS NULL AND s.expires_at > now()) AS live
       FROM game_launches l JOIN members m ON m.id = l.member_id
      WHERE l.ticket_hash = $1 AND l.merchant_id = $2 AND l.expires_at > now()`,
    [hash(ticket), merchantId],
  );
  if (!row || !row.live)
    throw new ApiError(401, 'SESSION_EXPIRED', 'This game session has ended: launch the game again');
  if (row.status !== 'active') throw new ApiError(403, 'FORBIDDEN', 'This account is disabled');
  return {
    memberId: Number(row.member_id),
    username: row.username,
    isAgent: row.is_agent,
    gameId: Number(row.game_id),
    wallet: row.wallet,
  };
}
