import type { Queryable } from '../../../db/database';
import type { DemoSeeder, SeedMerchant } from '../../../seed/seed-demo';
import { postTransaction } from '../../ledger/post-transaction';
import { seamlessWallet } from '../../games/wallet/seamless-wallet';
import { MISSION_COPY, REWARD_COPY, type DemoCopy } from './reward-copy';

const DAY = 'make_interval(days => $1)';

interface Ctx {
  q: Queryable;
  merchant: SeedMerchant;
  currency: string;
}

async function activity(
  c: Ctx,
  code: string,
  mode: 'apply' | 'signup' | 'join' | 'gift',
  copy: DemoCopy,
  amount: number,
  days: { from: number; to: number; claim?: number },
  target: number | null = null,
): Promise<number> {
  const [row] = await c.q.query<{ id: number }>(
    `INSERT INTO reward_activities (merchant_id, code, mode, title, summary, amount, target, starts_at, ends_at, claim_until, sort)
     VALUES ($2, $3, $4, $5, $6, $7, $8, now() + ${DAY}, now() + make_interval(days => $9),
             now() + make_interval(days => $10), (SELECT count(*) FROM reward_activities WHERE merchant_id = $2))
     RETURNING id`,
    [
      days.from,
      c.merchant.id,
      code,
      mode,
      JSON.stringify(copy.title),
      JSON.stringify(copy.summary),
      amount,
      target,
      days.to,
      days.claim ?? days.to,
    ],
  );
  return (row as { id: number }).id;
}

async function entry(
  c: Ctx,
  activityId: number,
  memberId: number,
  status: string,
  opts: { amount?: number; reason?: string } = {},
): Promise<number> {
  const [row] = await c.q.query<{ id: number }>(
    `INSERT INTO reward_entries (merchant_id, activity_id, member_id, status, amount, reason, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7::text IS NULL THEN NULL ELSE now() END) RETURNING id`,
    [
      c.merchant.id,
      activityId,
      memberId,
      status,
      opts.amount ?? null,
      opts.reason ?? null,
      status === 'issued' || status === 'rejected' ? 'ops:demo' : null,
    ],
  );
  return (row as { id: number }).id;
}

/** A prize already claimed, credited through the ledger as a member's claim is. */
async function claimed(c: Ctx, activityId: number, memberId: number, amount: number, title: string) {
  const id = await entry(c, activityId, memberId, 'issued', { amount });
  const tx = await postTransaction(c.q, c.currency, {
    merchantId: c.merchant.id,
    kind: 'bonus.reward',
    idempotencyKey: `reward-claim:${id}`,
    reference: `RW${id}`,
    memo: { title, member: memberId },
    postings: [
      { account: { system: 'bonus' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
  await c.q.query(
    `UPDATE reward_entries SET status = 'claimed', claim_key = 'demo-seed', claim_tx_id = $2, claimed_at = now() WHERE id = $1`,
    [id, tx.id],
  );
}

/** Real rounds of a house slot through the seamless wallet, as if the member had played them. */
async function play(c: Ctx, memberId: number, rounds: number, stake: number, tag: string) {
  const [game] = await c.q.query<{ id: number; name: string; vassalage: string }>(
    `SELECT id, name, vassalage FROM games WHERE merchant_id = $1 AND game_type = 'RNG' AND engine IS NOT NULL
      ORDER BY id LIMIT 1`,
    [c.merchant.id],
  );
  // Payouts as multiples of the stake, in tenths: a little under what was staked overall.
  const pattern = [0, 15, 5, 20, 0, 10];
  for (let i = 0; i < rounds; i++) {
    const key = { merchantId: c.merchant.id, vendor: game?.vassalage ?? 'TSR', roundId: `demo-${tag}-${i}` };
    await seamlessWallet.debit(c.q, {
      ...key,
      memberId,
      currency: c.currency,
      wallet: 'main',
      gameType: 'RNG',
      gameId: game?.id ?? null,
      gameName: game?.name ?? 'Tessera Reels',
      amount: stake,
    });
    const payout = (stake * (pattern[i % pattern.length] ?? 0)) / 10;
    await seamlessWallet.credit(c.q, { ...key, amount: payout });
  }
}

async function mission(
  c: Ctx,
  code: string,
  copy: DemoCopy,
  m: { metric: 'stake' | 'rounds'; gameType: string | null; target: number; reward: number },
  days: { from: number; to: number },
): Promise<number> {
  const [row] = await c.q.query<{ id: number }>(
    `INSERT INTO missions (merchant_id, code, title, summary, metric, game_type, target, reward, starts_at, ends_at, claim_until, sort)
     VALUES ($2, $3, $4, $5, $6, $7, $8, $9, now() + ${DAY}, now() + make_interval(days => $10),
             now() + make_interval(days => $10 + 3), (SELECT count(*) FROM missions WHERE merchant_id = $2))
     RETURNING id`,
    [
      days.from,
      c.merchant.id,
      code,
      JSON.stringify(copy.title),
      JSON.stringify(copy.summary),
      m.metric,
      m.gameType,
      m.target,
      m.reward,
      days.to,
    ],
  );
  return (row as { id: number }).id;
}

async function missionClaimed(c: Ctx, missionId: number, memberId: number, amount: number, title: string) {
  const tx = await postTransaction(c.q, c.currency, {
    merchantId: c.merchant.id,
    kind: 'bonus.mission',
    idempotencyKey: `mission-claim:${missionId}:${memberId}`,
    reference: `MS${missionId}-${memberId}`,
    memo: { title, member: memberId },
    postings: [
      { account: { system: 'bonus' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
  await c.q.query(
    `INSERT INTO mission_claims (merchant_id, mission_id, member_id, amount, claim_key, tx_id)
     VALUES ($1, $2, $3, $4, 'demo-seed', $5)`,
    [c.merchant.id, missionId, memberId, amount, tx.id],
  );
}

/**
 * Reward activities in every state of spec §4 and missions in progress for the demo
 * player (`demo`): two prizes to claim, one mission to claim, and rounds of a house slot
 * (played with the claimed welcome bonus) behind the progress and the leaderboard.
 */
export const rewardsSeeder: DemoSeeder = {
  name: 'rewards-missions',
  async run(q, merchant) {
    const [m] = await q.query<{ currency: string }>('SELECT currency FROM merchants WHERE id = $1', [
      merchant.id,
    ]);
    const c: Ctx = { q, merchant, currency: m?.currency ?? 'USD' };
    const members = await q.query<{ id: number; username: string }>(
      `SELECT id, username FROM members WHERE merchant_id = $1 AND username IN ('demo', 'demodown1', 'demodown2')`,
      [merchant.id],
    );
    const id = (u: string) => members.find((r) => r.username === u)?.id;
    const demo = id('demo');
    const R = REWARD_COPY;
    const welcome = await activity(c, 'welcome', 'gift', R.welcome, 100_00, { from: -30, to: 60 });
    await activity(c, 'weekend-gift', 'gift', R.weekendGift, 18_00, { from: -1, to: 3 });
    const draw = await activity(c, 'lucky-draw', 'signup', R.luckyDraw, 58_00, {
      from: -7,
      to: -1,
      claim: 6,
    });
    const challenge = await activity(
      c,
      'slots-challenge',
      'join',
      R.slotsChallenge,
      30_00,
      { from: -3, to: 11 },
      300_00,
    );
    const vip = await activity(c, 'vip-upgrade', 'apply', R.vipUpgrade, 88_00, { from: -20, to: 40 });
    const rebate = await activity(c, 'deposit-rebate', 'apply', R.depositRebate, 25_00, {
      from: -14,
      to: 14,
    });
    await activity(c, 'live-weekend', 'apply', R.liveWeekend, 20_00, { from: -2, to: 5 });
    const raffle = await activity(c, 'monthly-raffle', 'signup', R.monthlyRaffle, 188_00, {
      from: -10,
      to: 20,
    });
    await activity(c, 'festival', 'gift', R.festival, 66_00, { from: 5, to: 15 });
    await activity(c, 'autumn-cashback', 'apply', R.autumnCashback, 40_00, { from: -40, to: -5, claim: -2 });

    const M = MISSION_COPY;
    const spin20 = { metric: 'rounds' as const, gameType: 'RNG', target: 20, reward: 10_00 };
    const missions = {
      spin20: await mission(c, 'spin-20', M.spin20, spin20, { from: -3, to: 4 }),
      slots500: await mission(
        c,
        'slots-500',
        M.slots500,
        { metric: 'stake', gameType: 'RNG', target: 500_00, reward: 25_00 },
        { from: -3, to: 4 },
      ),
      bet100: await mission(
        c,
        'bet-100',
        M.bet100,
        { metric: 'stake', gameType: null, target: 100_00, reward: 8_00 },
        { from: -3, to: 11 },
      ),
      play5: await mission(
        c,
        'play-5',
        M.play5,
        { metric: 'rounds', gameType: null, target: 5, reward: 3_00 },
        { from: -3, to: 11 },
      ),
    };
    await mission(
      c,
      'live-marathon',
      M.liveMarathon,
      { metric: 'rounds', gameType: 'LIVE', target: 50, reward: 30_00 },
      { from: 4, to: 11 },
    );

    const others: [string, number, number][] = [
      ['demodown1', 25, 10_00],
      ['demodown2', 8, 20_00],
    ];
    for (const [username, rounds, stake] of others) {
      const memberId = id(username);
      if (memberId === undefined) continue;
      await claimed(c, welcome, memberId, 100_00, R.welcome.title.EN ?? '');
      await play(c, memberId, rounds, stake, username);
    }
    if (demo === undefined) return;
    await claimed(c, welcome, demo, 100_00, R.welcome.title.EN ?? '');
    await entry(c, draw, demo, 'issued', { amount: 58_00 });
    await entry(c, challenge, demo, 'process');
    await entry(c, vip, demo, 'applying');
    await entry(c, rebate, demo, 'rejected', { reason: 'No deposits last week' });
    await entry(c, raffle, demo, 'signed');
    await play(c, demo, 12, 10_00, 'demo');
    await missionClaimed(c, missions.play5, demo, 3_00, M.play5.title.EN ?? '');
  },
};
