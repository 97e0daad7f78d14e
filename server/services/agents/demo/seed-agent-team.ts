import type { DemoSeeder } from '../../../seed/seed-demo';
import { DEMO_PASSWORD } from '../../../seed/demo-accounts';
import type { Queryable } from '../../../db/database';
import { hashPassword } from '../../auth/password-hash';
import { seamlessWallet } from '../../games/wallet/seamless-wallet';
import { postTransaction } from '../../ledger/post-transaction';

/** The sub-agent's own players: the second level of the demo agent's team. */
const SECOND_LEVEL = ['demosubdown1', 'demosubdown2'];

/** The demo agent's payment password (docs/operations.md), so it can transfer to its team. */
export const DEMO_AGENT_PAYMENT_PASSWORD = '246810';

/** What the demo agent holds in its main wallet to transfer to its team (minor units). */
const AGENT_FLOAT = 10_000_00;

/** Rounds each team player plays: stake and payout in minor units, game type and name. */
const ROUNDS: [number, number, string, string][] = [
  [20_00, 0, 'RNG', 'Lucky Reels'],
  [50_00, 95_00, 'LIVE', 'Baccarat A'],
  [10_00, 0, 'RNG', 'Dragon Gold'],
  [30_00, 12_00, 'FISH', 'Ocean King'],
  [25_00, 0, 'SPORTS', 'Match winner'],
  [15_00, 40_00, 'RNG', 'Lucky Reels'],
];

/**
 * The demo agent's business (docs/operations.md): a two-level team (a sub-agent with
 * players of its own, and direct players), deposits and played rounds through the
 * ledger, a running dividend contract with the sub-agent and a daily salary offer
 * that waits for the sub-agent's answer, so every agent page and the contract popup
 * show real data on a new install. The agent itself has money and a payment password,
 * so it can transfer to its team.
 */
export const agentTeamSeeder: DemoSeeder = {
  name: 'agent-team',
  async run(q, merchant) {
    const ids = await demoIds(q, merchant.id);
    const agent = ids.get('demoagent');
    const sub = ids.get('demosubagent');
    if (agent === undefined || sub === undefined) return;
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const username of SECOND_LEVEL) {
      await q.query(
        `INSERT INTO members (merchant_id, username, nickname, upline_id, password_hash, password_changed_at,
           register_method, first_login_at, last_login_at)
         VALUES ($1, $2, $2, $3, $4, now(), 'SEED', now(), now()) ON CONFLICT DO NOTHING`,
        [merchant.id, username, sub, hash],
      );
    }
    const team = await demoIds(q, merchant.id);
    const [m] = await q.query<{ currency: string }>('SELECT currency FROM merchants WHERE id = $1', [
      merchant.id,
    ]);
    const currency = m?.currency ?? 'USD';
    await q.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
      agent,
      await hashPassword(DEMO_AGENT_PAYMENT_PASSWORD),
    ]);
    await postTransaction(q, currency, {
      merchantId: merchant.id,
      kind: 'deposit',
      idempotencyKey: `deposit:demo-agent-float:${agent}`,
      reference: `DPDEMOAGENT${agent}`,
      memo: { channel: 'demo', by: 'seed' },
      postings: [
        { account: { system: 'cashier' }, amount: -AGENT_FLOAT },
        { account: { memberId: agent, kind: 'main' }, amount: AGENT_FLOAT },
      ],
    });
    const players = ['demodown1', 'demodown2', ...SECOND_LEVEL].map((u) => team.get(u));
    for (const [i, memberId] of players.entries()) {
      if (memberId === undefined) continue;
      await postTransaction(q, currency, {
        merchantId: merchant.id,
        kind: 'deposit',
        idempotencyKey: `deposit:demo-agent-team:${memberId}`,
        reference: `DPDEMOTEAM${memberId}`,
        memo: { channel: 'demo', by: 'seed' },
        postings: [
          { account: { system: 'cashier' }, amount: -(500_00 + i * 100_00) },
          { account: { memberId, kind: 'main' }, amount: 500_00 + i * 100_00 },
        ],
      });
      for (const [n, [stake, payout, gameType, gameName]] of ROUNDS.slice(0, 3 + i).entries()) {
        const key = { merchantId: merchant.id, vendor: 'TSR', roundId: `demo-team-${memberId}-${n}` };
        await seamlessWallet.debit(q, {
          ...key,
          memberId,
          currency,
          wallet: 'main',
          gameType,
          gameId: null,
          gameName,
          amount: stake,
        });
        await seamlessWallet.credit(q, { ...key, amount: payout });
      }
    }
    await q.query(
      `INSERT INTO agent_contracts (merchant_id, kind, product, agent_id, member_id, period, rate_type, tiers, top_rate,
         status, answered_at)
       VALUES ($1, 'dividend', 'ALL', $2, $3, 'W', 'percent', $4, 2000, 'accepted', now())`,
      [
        merchant.id,
        agent,
        sub,
        JSON.stringify([
          { minBet: 1_000_00, netLoss: 100_00, activeMembers: 1, rate: 1000 },
          { minBet: 10_000_00, netLoss: 1_000_00, activeMembers: 3, rate: 2000 },
        ]),
      ],
    );
    await q.query(
      `INSERT INTO agent_contracts (merchant_id, kind, product, agent_id, member_id, period, rate_type, tiers, top_rate)
       VALUES ($1, 'dailySalary', 'ALL', $2, $3, 'D', 'percent', $4, 150)`,
      [
        merchant.id,
        agent,
        sub,
        JSON.stringify([
          { minBet: 500_00, netLoss: 0, activeMembers: 1, rate: 50 },
          { minBet: 5_000_00, netLoss: 0, activeMembers: 2, rate: 100 },
          { minBet: 20_000_00, netLoss: 0, activeMembers: 5, rate: 150 },
        ]),
      ],
    );
  },
};

async function demoIds(q: Queryable, merchantId: number): Promise<Map<string, number>> {
  const rows = await q.query<{ id: number; username: string }>(
    `SELECT id, username FROM members WHERE merchant_id = $1 AND username LIKE 'demo%'`,
    [merchantId],
  );
  return new Map(rows.map((r) => [r.username, Number(r.id)]));
}
