import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTransactionTypeOf, type TeamTransactionType } from '../../../schemas/api/agent-ledger-types';
import { ApiError } from '../../../server/domain/api-error';
import { teamTransactions } from '../../../server/services/agents/ledger-reports/team-transactions';
import { userProfitLoss } from '../../../server/services/agents/ledger-reports/user-profit-loss';
import { teamBets } from '../../../server/services/agents/reports/team-bets';
import { teamOverview } from '../../../server/services/agents/reports/team-overview';
import { foldTeamReports } from '../../../server/services/agents/rollups/fold-team-reports';
import { agentTeam } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import { fund } from '../../support/money';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The whole-team totals of the agent reports come from sums kept per agent and quarter
 * hour plus what is pending (docs/decisions/team-report-rollups.md). Here they are checked
 * against the raw rounds and ledger entries, summed in this file, for offsets that cut
 * local days at whole, half and quarter hours, before, between and after folds.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const OFFSETS = [0, 480, 330, 345, -210, -720, 840];
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'SPORTS'];
const CASH_KINDS: [string, string, number][] = [
  // tx kind, account kind, sign of the amount
  ['deposit', 'main', 1],
  ['withdrawal.hold', 'main', -1],
  ['withdrawal.hold', 'hold', 1],
  ['withdrawal.payout', 'hold', -1],
  ['bet', 'main', -1],
  ['win', 'main', 1],
  ['bonus.issue', 'main', 1],
  ['bonus.forfeit', 'main', -1],
  ['rebate.bet', 'main', 1],
  ['rebate.referral', 'main', 1],
  ['contract.daily', 'main', 1],
  ['transfer.agent', 'main', -1],
];

/** A small deterministic generator, so a failure repeats. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

interface Round {
  member: number;
  at: number;
  gameType: string;
  wallet: string;
  stake: number;
  payout: number;
  status: string;
}
interface Entry {
  member: number;
  at: number;
  accountKind: string;
  txKind: string;
  amount: number;
}

/** Rounds and entries of the given members over the last `hours`, written as the platform stores them. */
async function seed(members: TestMember[], rounds: number, entries: number, seedNo: number) {
  const db = server.deps.db;
  const r = random(seedNo);
  const now = Date.now();
  const values: unknown[][] = [];
  for (let i = 0; i < rounds; i++) {
    const m = members[r(members.length)] as TestMember;
    const status = ['open', 'settled', 'settled', 'rolled_back'][r(4)] as string;
    values.push([
      m.merchantId,
      m.memberId,
      `sum-${seedNo}-${i}`,
      GAME_TYPES[r(GAME_TYPES.length)],
      r(10) === 0 ? 'demo' : 'main',
      100 + r(5_000),
      status === 'settled' ? r(3) * r(4_000) : 0,
      status,
      new Date(now - r(70 * HOUR)),
    ]);
  }
  for (const v of values)
    await db.query(
      `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency,
         stake, payout, status, created_at)
       VALUES ($1, $2, 'SUMS', $3, $4, 'Sum test', $5, 'USD', $6, $7, $8, $9)`,
      v,
    );
  for (let i = 0; i < entries; i++) {
    const m = members[r(members.length)] as TestMember;
    const [txKind, accountKind, sign] = CASH_KINDS[r(CASH_KINDS.length)] as [string, string, number];
    const at = new Date(now - r(70 * HOUR));
    await db.query(
      `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency) VALUES ($1, $2, $3, 'USD')
       ON CONFLICT DO NOTHING`,
      [m.merchantId, m.memberId, accountKind],
    );
    await db.query(
      `WITH tx AS (INSERT INTO ledger_transactions (merchant_id, kind, request_hash, created_at)
                   VALUES ($1, $2, 'sums', $5) RETURNING id)
       INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after, created_at)
       SELECT tx.id, a.id, $1, $4, 0, $5 FROM tx
         JOIN ledger_accounts a ON a.merchant_id = $1 AND a.member_id = $3 AND a.kind = $6`,
      [m.merchantId, txKind, m.memberId, sign * (1 + r(9_000)), at, accountKind],
    );
  }
}

/** Settle the open rounds and roll back some settled ones, as vendors do later. */
async function settleAndRollBack() {
  await server.deps.db.query(
    `UPDATE game_rounds SET status = 'settled', payout = stake * 2, settled_at = now()
      WHERE vendor = 'SUMS' AND status = 'open' AND id % 2 = 0`,
  );
  await server.deps.db.query(
    `UPDATE game_rounds SET status = 'rolled_back', settled_at = now()
      WHERE vendor = 'SUMS' AND status = 'settled' AND id % 5 = 0`,
  );
}

async function rawRows(agent: TestMember) {
  const db = server.deps.db;
  const team = `SELECT descendant_id FROM member_tree WHERE ancestor_id = $1 AND depth >= 1`;
  const rounds = await db.query<{
    member_id: string;
    created_at: Date;
    game_type: string;
    wallet: string;
    stake: string;
    payout: string;
    status: string;
  }>(`SELECT * FROM game_rounds WHERE member_id IN (${team})`, [agent.memberId]);
  const entries = await db.query<{
    member_id: string;
    created_at: Date;
    account_kind: string;
    tx_kind: string;
    amount: string;
  }>(
    `SELECT a.member_id, e.created_at, a.kind AS account_kind, x.kind AS tx_kind, e.amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions x ON x.id = e.transaction_id
      WHERE a.member_id IN (${team})`,
    [agent.memberId],
  );
  return {
    rounds: rounds.map((x): Round => ({
      member: Number(x.member_id),
      at: new Date(x.created_at).getTime(),
      gameType: x.game_type,
      wallet: x.wallet,
      stake: Number(x.stake),
      payout: Number(x.payout),
      status: x.status,
    })),
    entries: entries.map((x): Entry => ({
      member: Number(x.member_id),
      at: new Date(x.created_at).getTime(),
      accountKind: x.account_kind,
      txKind: x.tx_kind,
      amount: Number(x.amount),
    })),
  };
}

const dayAt = (ms: number, offset: number) => new Date(ms + offset * 60_000).toISOString().slice(0, 10);
const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

/** Every whole-team figure of the four reports, computed from raw rows in this file. */
function expected(
  raw: Awaited<ReturnType<typeof rawRows>>,
  offset: number,
  startDate: string,
  endDate: string,
) {
  const inRange = (at: number) => {
    const d = dayAt(at, offset);
    return d >= startDate && d <= endDate;
  };
  const rounds = raw.rounds.filter((x) => x.wallet === 'main' && inRange(x.at));
  const settled = rounds.filter((x) => x.status === 'settled');
  const entries = raw.entries.filter((x) => inRange(x.at));
  const main = entries.filter((x) => x.accountKind === 'main');
  const promotion = (k: string) => k.startsWith('bonus.') || k === 'rebate.bet' || k === 'rebate.referral';
  const withdrawals = (xs: Entry[]) =>
    0 -
    sum(
      xs.filter((x) => x.txKind === 'withdrawal.payout' && x.amount < 0),
      (x) => x.amount,
    );
  const byType = (type: TeamTransactionType) => {
    const xs = main.filter((x) => teamTransactionTypeOf(x.txKind) === type);
    const moneyIn = sum(
      xs.filter((x) => x.amount > 0),
      (x) => x.amount,
    );
    const moneyOut =
      0 -
      sum(
        xs.filter((x) => x.amount < 0),
        (x) => x.amount,
      );
    return { n: xs.length, moneyIn, moneyOut };
  };
  return {
    overview: {
      validBet: sum(settled, (x) => x.stake),
      payout: sum(settled, (x) => x.payout),
      activeMembers: new Set(rounds.map((x) => x.member)).size,
      deposits: sum(
        entries.filter((x) => x.txKind === 'deposit' && x.amount > 0),
        (x) => x.amount,
      ),
      withdrawals: withdrawals(entries),
      byDay: (d: string) => {
        const r = rounds.filter((x) => dayAt(x.at, offset) === d);
        return {
          validBet: sum(
            r.filter((x) => x.status === 'settled'),
            (x) => x.stake,
          ),
          activeMembers: new Set(r.map((x) => x.member)).size,
          withdrawals: withdrawals(entries.filter((x) => dayAt(x.at, offset) === d)),
        };
      },
    },
    bets: {
      rounds: rounds.length,
      stake: sum(rounds, (x) => x.stake),
      validBet: sum(settled, (x) => x.stake),
      win: sum(settled, (x) => x.payout),
      byGameType: Object.fromEntries(
        [...new Set(rounds.map((x) => x.gameType))].map((g) => [
          g,
          sum(
            settled.filter((x) => x.gameType === g),
            (x) => x.stake,
          ),
        ]),
      ),
    },
    profitLoss: {
      deposits: sum(
        main.filter((x) => x.txKind === 'deposit'),
        (x) => x.amount,
      ),
      withdrawals:
        0 -
        sum(
          entries.filter(
            (x) => x.txKind === 'withdrawal.payout' && (x.accountKind === 'main' || x.accountKind === 'hold'),
          ),
          (x) => x.amount,
        ),
      promotions: sum(
        main.filter((x) => promotion(x.txKind)),
        (x) => x.amount,
      ),
      validBet: sum(settled, (x) => x.stake),
      win: sum(settled, (x) => x.payout),
    },
    transactions: {
      n: main.length,
      moneyIn: sum(
        main.filter((x) => x.amount > 0),
        (x) => x.amount,
      ),
      moneyOut:
        0 -
        sum(
          main.filter((x) => x.amount < 0),
          (x) => x.amount,
        ),
    },
    deposits: byType('deposit'),
    other: byType('other'),
  };
}

/** The reports' whole-team figures for one offset and range, next to the raw ones. */
async function compare(agent: TestMember, offset: number, startDate: string, endDate: string) {
  const db = server.deps.db;
  const range = { startDate, endDate, utcOffset: offset };
  const paged = { ...range, page: 1, pageSize: 5 };
  const want = expected(await rawRows(agent), offset, startDate, endDate);
  const overview = await teamOverview(db, agent.merchantId, agent.memberId, range);
  const bets = await teamBets(db, agent.merchantId, agent.memberId, paged);
  const pl = await userProfitLoss(db, agent.merchantId, agent.memberId, paged);
  const tx = await teamTransactions(db, agent.merchantId, agent.memberId, paged);
  const deposits = await teamTransactions(db, agent.merchantId, agent.memberId, {
    ...paged,
    type: 'deposit',
  });
  const other = await teamTransactions(db, agent.merchantId, agent.memberId, { ...paged, type: 'other' });
  const label = `offset ${offset}, ${startDate}..${endDate}`;
  expect(overview.totals, label).toMatchObject({
    validBet: want.overview.validBet,
    payout: want.overview.payout,
    activeMembers: want.overview.activeMembers,
    deposits: want.overview.deposits,
    withdrawals: want.overview.withdrawals,
  });
  for (const d of overview.byDay)
    expect(
      { validBet: d.validBet, activeMembers: d.activeMembers, withdrawals: d.withdrawals },
      `${label}, ${d.date}`,
    ).toEqual(want.overview.byDay(d.date));
  expect(bets.totals, label).toMatchObject({
    rounds: want.bets.rounds,
    stake: want.bets.stake,
    validBet: want.bets.validBet,
    win: want.bets.win,
  });
  expect(bets.total, label).toBe(want.bets.rounds);
  expect(Object.fromEntries(bets.byGameType.map((g) => [g.gameType, g.validBet])), label).toEqual(
    want.bets.byGameType,
  );
  expect(pl.totals, label).toMatchObject(want.profitLoss);
  expect({ n: tx.total, moneyIn: tx.totals.moneyIn, moneyOut: tx.totals.moneyOut }, label).toEqual(
    want.transactions,
  );
  expect({ n: deposits.total, moneyIn: deposits.totals.moneyIn, moneyOut: deposits.totals.moneyOut }).toEqual(
    want.deposits,
  );
  expect({ n: other.total, moneyIn: other.totals.moneyIn, moneyOut: other.totals.moneyOut }).toEqual(
    want.other,
  );
}

/** Every offset, over the last three local days and over the one before today alone. */
async function compareAll(agent: TestMember) {
  for (const offset of OFFSETS) {
    const today = dayAt(Date.now(), offset);
    const back = (days: number) => dayAt(Date.now() - days * 24 * HOUR, offset);
    await compare(agent, offset, back(3), today);
    await compare(agent, offset, back(1), back(1));
  }
}

describe('team report sums', () => {
  it('R2.79 R2.82 R2.83 R2.85 whole-team totals equal the raw rows at every quarter-hour offset, before, between and after folds', async () => {
    const mine = await agentTeam(server);
    const other = await agentTeam(server);
    const loner = await createTestMember(server.deps.db); // in nobody's team
    const members = [mine.sub, mine.subPlayer, mine.player, other.player, other.subPlayer, loner, mine.top];
    await seed(members, 160, 120, 1);
    await compareAll(mine.top); // everything still pending
    await foldTeamReports(server.deps.db);
    await compareAll(mine.top);
    await seed(members, 80, 60, 2);
    await settleAndRollBack();
    await compareAll(mine.top); // folded sums and pending changes together
    await compareAll(mine.sub);
    await foldTeamReports(server.deps.db);
    await compareAll(mine.top);
    await compareAll(other.top);
    const [pending] = await server.deps.db.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM report_play_pending) + (SELECT count(*) FROM report_cash_pending) AS n',
    );
    expect(Number(pending?.n)).toBe(0);
  });

  it('R2.79 rounds played while folds run are each counted once', async () => {
    const { top, player, subPlayer } = await agentTeam(server);
    await fund(server.deps.db, player, 1_000_00);
    await fund(server.deps.db, subPlayer, 1_000_00);
    const plays = Array.from({ length: 50 }, (_, i) =>
      playRound(server.deps.db, i % 2 ? player : subPlayer, { stake: 1_00 + i, payout: i % 3 ? 0 : 2_00 }),
    );
    const folds = Array.from({ length: 5 }, () => foldTeamReports(server.deps.db));
    await Promise.all([...plays, ...folds]);
    await compareAll(top);
    await foldTeamReports(server.deps.db);
    await compareAll(top);
    const today = dayAt(Date.now(), 0);
    const bets = await teamBets(server.deps.db, top.merchantId, top.memberId, {
      startDate: dayAt(Date.now() - 24 * HOUR, 0),
      endDate: today,
      utcOffset: 0,
      page: 1,
      pageSize: 5,
    });
    expect(bets.totals.rounds).toBe(50);
    expect(bets.totals.stake).toBe(sum([...Array(50).keys()], (i) => 1_00 + i));
  });

  it('R9.15 refuses a UTC offset that is not whole quarter hours, naming utcOffset', async () => {
    const { top } = await agentTeam(server);
    const today = dayAt(Date.now(), 0);
    const call = teamOverview(server.deps.db, top.merchantId, top.memberId, {
      startDate: today,
      endDate: today,
      utcOffset: 7,
    });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ code: 'VALIDATION', errors: [{ field: 'utcOffset' }] });
  });
});
