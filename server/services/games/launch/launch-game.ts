import type { Database } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { SessionMember } from '../../../domain/session-member';
import type { Merchant } from '../../../domain/merchant';
import { TRIAL_TYPE } from '../../../../schemas/site/constants';
import type { RoomLevel } from '../../../../schemas/api/room-levels';
import { CARD_COLUMNS, type CardRow } from '../catalogue/game-cards';
import { findVisibleVendor } from '../catalogue/find-game';
import { requireGameModule } from '../../system/module-ids';
import { recordLaunch } from '../catalogue/recent-games';
import type { VendorRow } from '../catalogue/vendor-lanes';
import type { PlayWallet } from '../wallet/seamless-wallet';
import { ensureDemoCredit } from './demo-credit';
import { issueTicket } from './game-tickets';
import { playWalletFor } from './play-wallet';
import { frameUrl } from './launch-urls';
import { requireMemberArea } from '../../agents/agent-roles';
import { refuseWhenPlayWouldPass } from '../../protection/count-play';

export interface LaunchRequest {
  gameType: string;
  vassalage: string;
  nodeId?: number;
  gameId?: string;
  /** The PvP room (stake level) the game is joined from. */
  room?: RoomLevel;
  playType?: string;
  language?: string;
  backUrl?: string;
  /** Lottery view: betting or lobby. */
  view?: string;
}

export interface LaunchAnswer {
  url: string;
  nodeId: number;
  gameType: CardRow['game_type'];
  vassalage: string;
  gameName: string;
  wallet: PlayWallet;
}

async function pickGame(
  db: Database,
  merchant: Merchant,
  vendor: VendorRow,
  req: LaunchRequest,
): Promise<CardRow> {
  const base = `SELECT ${CARD_COLUMNS} FROM games g WHERE g.merchant_id = $1 AND g.vendor_id = $2 AND g.enabled`;
  let rows: CardRow[];
  if (req.nodeId !== undefined)
    rows = await db.query<CardRow>(`${base} AND g.id = $3`, [merchant.id, vendor.id, req.nodeId]);
  else if (req.gameId !== undefined)
    rows = await db.query<CardRow>(`${base} AND g.game_code = $3`, [merchant.id, vendor.id, req.gameId]);
  else
    rows = await db.query<CardRow>(
      // The vendor's lobby game when it has one, else its first game.
      `${base} ORDER BY (g.game_code = $3) DESC, g.sort_order, g.id LIMIT 1`,
      [merchant.id, vendor.id, vendor.gameCode ?? ''],
    );
  const game = rows[0];
  if (!game) {
    const field = req.nodeId !== undefined ? 'nodeId' : 'gameId';
    throw new ApiError(404, 'NOT_FOUND', `${field}: no such game of this vendor on this site`, [
      { field, message: 'no such game of this vendor on this site' },
    ]);
  }
  return game;
}

/**
 * Launch a game: the vendor must be visible on this site and the game its own; trial
 * accounts get demo credit, everyone a frame ticket; the launch is noted as recent play.
 */
export async function launch(
  db: Database,
  merchant: Merchant,
  member: SessionMember,
  req: LaunchRequest,
): Promise<LaunchAnswer> {
  requireMemberArea(member);
  requireGameModule(merchant.settings, req.gameType);
  // Rooms are the PvP list's (pvp-rooms.ts): a room on another game would promise a stake no lobby shows.
  if (req.room !== undefined && req.gameType !== 'PVP')
    throw ApiError.validation('room', 'only PvP games have rooms');
  const vendor = await findVisibleVendor(db, merchant, req.gameType, req.vassalage);
  const game = await pickGame(db, merchant, vendor, req);
  const trial = member.isAgent === TRIAL_TYPE;
  const wallet: PlayWallet = playWalletFor(merchant, vendor, member.isAgent);
  const ticket = await db.tx(async (q) => {
    // A member whose wager or loss limit is used up cannot open a real-money game until it resets.
    if (!trial)
      await refuseWhenPlayWouldPass(q, { merchantId: merchant.id, memberId: member.memberId, amount: 1 });
    if (trial) await ensureDemoCredit(q, merchant.id, merchant.currency, member.memberId);
    // Trial accounts keep no recent list (spec §6); their plays still count as popularity.
    if (!trial) await recordLaunch(q, merchant.id, member.memberId, Number(game.id));
    else await q.query('UPDATE games SET popularity = popularity + 1 WHERE id = $1', [game.id]);
    return issueTicket(q, merchant.id, member.memberId, member.tokenHash, Number(game.id), wallet, req.room);
  });
  return {
    url: frameUrl(merchant.settings, game.engine, {
      ticket,
      lang: req.language,
      back: req.backUrl,
      playType: req.playType,
      view: req.view,
    }),
    nodeId: Number(game.id),
    gameType: game.game_type,
    vassalage: game.vassalage,
    gameName: game.name,
    wallet,
  };
}

/** The vendor a lottery prize mode opens when no vendor is named. */
export function lotteryVendorOf(prizeMode: string): { gameType: 'LOTT' | 'ELOTT'; vassalage: string } {
  switch (prizeMode) {
    case 'Elott':
      return { gameType: 'ELOTT', vassalage: 'ELOTT' };
    case 'SEA':
      return { gameType: 'LOTT', vassalage: 'TCG_SEA' };
    case 'ZY':
      return { gameType: 'LOTT', vassalage: 'LOTT' };
    default:
      return { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' };
  }
}
