import fastifyStatic from '@fastify/static';
import {
  getFairSeeds,
  getHouseRounds,
  getHouseSession,
  getSlotRules,
  getTableRules,
  playTable as playTableCall,
  rotateFairSeed,
  spinSlot,
} from '../../schemas/api/house-games';
import { HOUSE_PUBLIC_DIR } from '../house/house-files';
import { handle } from '../http/handle';
import { activeSeed, revealedSeeds, rotateSeed } from '../services/games/fair/fair-seeds';
import { framed, houseSession } from '../services/games/house/house-session';
import { playSlot } from '../services/games/house/play-slot';
import { playTable } from '../services/games/house/play-table';
import { refuseRotationWhileOpen } from '../services/games/house/play-blackjack';
import { TABLE_BETS, TABLE_PAYS } from '../services/games/house/table-engine';
import { SLOT_RULES, slotRtp } from '../services/games/house/slot-engine';
import type { RoutePlugin } from './route-plugin';

/**
 * The platform's own games: their pages (plain files, no inline script, so the strict
 * policy holds inside the frame) and their API, keyed by the frame's launch ticket.
 */
export const houseGameRoutes: RoutePlugin = async (app, { deps }) => {
  const db = deps.db;
  await app.register(fastifyStatic, {
    root: HOUSE_PUBLIC_DIR,
    prefix: '/house/',
    decorateReply: false,
    index: 'index.html',
    redirect: true,
    wildcard: false,
    cacheControl: true,
    maxAge: '5m',
  });
  const rtp = slotRtp();
  handle(app, deps, getHouseSession, async (input, ctx) => houseSession(db, ctx.merchant, input.ticket));
  handle(app, deps, getSlotRules, async () => ({
    ...SLOT_RULES,
    reels: SLOT_RULES.reels.map((r) => [...r]),
    paylines: SLOT_RULES.paylines.map((l) => [...l]),
    paytable: Object.fromEntries(Object.entries(SLOT_RULES.paytable).map(([k, v]) => [k, [...v]])),
    rtp,
  }));
  handle(app, deps, spinSlot, async (input, ctx) => playSlot(db, ctx.merchant, input));
  handle(app, deps, getTableRules, async ({ engine }) => ({
    engine,
    bets: TABLE_BETS[engine].map((code) => ({ code, returnPercent: TABLE_PAYS[engine][code] ?? 0 })),
  }));
  handle(app, deps, playTableCall, async (input, ctx) => playTable(db, ctx.merchant, input));
  handle(app, deps, getFairSeeds, async (input, ctx) => {
    const { holder } = await framed(db, ctx.merchant, input.ticket);
    const active = await activeSeed(db, ctx.merchant.id, holder.memberId);
    const revealed = await revealedSeeds(db, ctx.merchant.id, holder.memberId);
    return {
      active: { serverSeedHash: active.serverSeedHash, clientSeed: active.clientSeed, nonce: active.nonce },
      revealed: revealed.map(({ serverSeed, serverSeedHash, clientSeed, nonce }) => ({
        serverSeed,
        serverSeedHash,
        clientSeed,
        nonce,
      })),
    };
  });
  handle(app, deps, rotateFairSeed, async (input, ctx) => {
    const { holder } = await framed(db, ctx.merchant, input.ticket);
    const { revealed, next } = await db.tx(async (q) => {
      const rotated = await rotateSeed(q, ctx.merchant.id, holder.memberId, input.clientSeed);
      // After the seed's lock: a round dealt meanwhile is seen.
      await refuseRotationWhileOpen(q, ctx.merchant.id, holder.memberId);
      return rotated;
    });
    return {
      revealed: {
        serverSeed: revealed.serverSeed,
        serverSeedHash: revealed.serverSeedHash,
        clientSeed: revealed.clientSeed,
        nonce: revealed.nonce,
      },
      next: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
    };
  });
  handle(app, deps, getHouseRounds, async (input, ctx) => {
    const { holder, game } = await framed(db, ctx.merchant, input.ticket);
    const rows = await db.query<{
      round_id: string;
      stake: number;
      payout: number;
      status: string;
      created_at: Date;
      detail: Record<string, unknown>;
    }>(
      `SELECT round_id, stake, payout, status, created_at, detail FROM game_rounds
        WHERE merchant_id = $1 AND member_id = $2 AND game_id = $3 ORDER BY created_at DESC, id DESC LIMIT $4`,
      [ctx.merchant.id, holder.memberId, game.id, input.count],
    );
    return {
      list: rows.map((r) => ({
        roundId: r.round_id.replace(/^m\d+-/, ''),
        stake: Number(r.stake),
        payout: Number(r.payout),
        status: r.status,
        createdAt: r.created_at.toISOString(),
        detail: r.detail,
      })),
    };
  });
};
