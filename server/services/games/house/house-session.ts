import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';
import { gameIconPath, imageBase } from '../art/art-urls';
import { findVisibleVendor } from '../catalogue/find-game';
import { activeSeed } from '../fair/fair-seeds';
import { redeemTicket, type TicketHolder } from '../launch/game-tickets';
import { requireGameModule } from '../../system/module-ids';
import { roomMinStake } from '../../../../schemas/api/room-levels';
import { MAX_STAKE_MINOR } from '../wallet/parse-stake';
import { seamlessWallet } from '../wallet/seamless-wallet';

export interface FramedGame {
  id: number;
  name: string;
  gameCode: string;
  gameType: string;
  vassalage: string;
  vendorTitle: string;
  engine: string | null;
  /**
   * The least stake this ticket's table takes: the game's minimum bet, times the room's
   * multiple when launched from a PvP room. Every play path refuses a stake below it.
   */
  minStake: number;
  artSeed: number;
}

/** The holder of a ticket and its game, refused when the merchant has since hidden the vendor. */
export async function framed(
  q: Queryable,
  merchant: Merchant,
  ticket: string,
): Promise<{ holder: TicketHolder; game: FramedGame }> {
  const holder = await redeemTicket(q, merchant.id, ticket);
  const [row] = await q.query<{
    id: number;
    name: string;
    game_code: string;
    game_type: string;
    vassalage: string;
    title: string;
    engine: string | null;
    min_bet: number;
    art_seed: number;
  }>(
    `SELECT g.id, g.name, g.game_code, g.game_type, g.vassalage, v.title, g.engine, g.min_bet, g.art_seed
       FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.id = $1 AND g.merchant_id = $2 AND g.enabled`,
    [holder.gameId, merchant.id],
  );
  if (!row) throw ApiError.notFound('Game');
  requireGameModule(merchant.settings, row.game_type);
  await findVisibleVendor(q, merchant, row.game_type, row.vassalage);
  return {
    holder,
    game: {
      id: Number(row.id),
      name: row.name,
      gameCode: row.game_code,
      gameType: row.game_type,
      vassalage: row.vassalage,
      vendorTitle: row.title,
      engine: row.engine,
      minStake: roomMinStake(row.min_bet, holder.room),
      artSeed: row.art_seed,
    },
  };
}

export async function houseSession(db: Database, merchant: Merchant, ticket: string) {
  const { holder, game } = await framed(db, merchant, ticket);
  const seed = await activeSeed(db, merchant.id, holder.memberId);
  return {
    game: {
      nodeId: game.id,
      name: game.name,
      gameCode: game.gameCode,
      icon: imageBase(merchant.settings) + gameIconPath(game.artSeed, game.name),
      vendor: game.vassalage,
      vendorTitle: game.vendorTitle,
      gameType: game.gameType,
      engine: game.engine,
    },
    player: holder.username,
    wallet: holder.wallet,
    currency: merchant.currency,
    balance: await seamlessWallet.balance(db, merchant.id, holder.memberId, holder.wallet),
    fairness: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    limits: { minStake: game.minStake, maxStake: MAX_STAKE_MINOR },
  };
}
