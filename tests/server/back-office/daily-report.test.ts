import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_MAX_ROWS } from '../../../schemas/api/ops/report-rules';
import { dayString } from '../../../schemas/api/wallet-rules';
import type { Database } from '../../../server/db/database';
import { seamlessWallet } from '../../../server/services/games/wallet/seamless-wallet';
import { post } from '../../../server/services/ledger/post-transaction';
import { csvCell } from '../../../server/services/operators/csv-cells';
import { reportCsvLines } from '../../../server/services/operators/daily-report-csv';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The back office's daily report: deposits, withdrawals paid, bets, wins, GGR,
 * active players and rounds per merchant and day, reconciled to the cent with what was
 * seeded through the ledger and the seamless wallet; roles, merchant scope, the range rule
 * and the CSV download. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let db: Database;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  db = server.deps.db;
  owner = await signInOperator(server, await createTestOperator(db, 'owner'));
});
afterAll(() => server.close());

interface Figures {
  deposits: number | null;
  withdrawals: number | null;
  bets: number;
  wins: number;
  ggr: number;
  activePlayers: number;
  rounds: number;
}
interface Report {
  from: string;
  to: string;
  rows: ({ day: string; merchant: string; currency: string; group: string | null } & Figures)[];
  merchants: { merchant: string; currency: string; totals: Figures; days: { day: string; ggr: number }[] }[];
}

const today = dayString(Math.floor(Date.now() / 86_400_000));
const yesterday = dayString(Math.floor(Date.now() / 86_400_000) - 1);

async function report(token: string, query: Record<string, string>) {
  return opsCall(server, 'GET', '/ops/reports/daily', { token, query: { utcOffset: '0', ...query } });
}

async function reportOf(query: Record<string, string>): Promise<Report> {
  const res = await report(owner, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Report;
}

async function currencyOf(merchantId: number): Promise<string> {
  const [row] = await db.query<{ currency: string }>('SELECT currency FROM merchants WHERE id = $1', [
    merchantId,
  ]);
  return row?.currency ?? 'USD';
}

/**
 * A ledger transaction written as of a past instant: the ledger is append-only and posts at
 * now(), so yesterday's money is written the way the posting would have written it then.
 */
async function postedAt(
  m: TestMember,
  kind: string,
  at: Date,
  postings: { account: 'cashier' | 'main' | 'hold'; amount: number }[],
): Promise<void> {
  const currency = await currencyOf(m.merchantId);
  // Make sure the accounts exist (a zero-sum transfer through them now would be a deposit: avoid it).
  for (const p of postings) {
    await db.query(
      `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
       SELECT $1, $2, $3, $4, $5
        WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE merchant_id = $1
                            AND member_id IS NOT DISTINCT FROM $2 AND kind = $3)`,
      [
        m.merchantId,
        p.account === 'cashier' ? null : m.memberId,
        p.account,
        currency,
        p.account === 'cashier',
      ],
    );
  }
  const [tx] = await db.query<{ id: number }>(
    `INSERT INTO ledger_transactions (merchant_id, kind, request_hash, reference, created_at)
     VALUES ($1, $2, 'test', 'test-backdated', $3) RETURNING id`,
    [m.merchantId, kind, at],
  );
  for (const p of postings) {
    await db.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, merchant_id, amount, balance_after, created_at)
       SELECT $1, a.id, $2, $3, 0, $4 FROM ledger_accounts a
        WHERE a.merchant_id = $2 AND a.member_id IS NOT DISTINCT FROM $5 AND a.kind = $6`,
      [tx?.id, m.merchantId, p.amount, at, p.account === 'cashier' ? null : m.memberId, p.account],
    );
  }
}

/** A real-money withdrawal paid out today through the ledger: held from main, then paid from the hold. */
async function paidOut(m: TestMember, minor: number): Promise<void> {
  const currency = await currencyOf(m.merchantId);
  await post(db, currency, {
    merchantId: m.merchantId,
    kind: 'withdrawal.hold',
    reference: 'test-hold',
    postings: [
      { account: { memberId: m.memberId, kind: 'main' }, amount: -minor },
      { account: { memberId: m.memberId, kind: 'hold' }, amount: minor },
    ],
  });
  await post(db, currency, {
    merchantId: m.merchantId,
    kind: 'withdrawal.payout',
    reference: 'test-payout',
    postings: [
      { account: { memberId: m.memberId, kind: 'hold' }, amount: -minor },
      { account: { system: 'cashier' }, amount: minor },
    ],
  });
}

/** A round on the demo wallet (trial credit): never in the report. */
async function demoRound(m: TestMember, stake: number, payout: number): Promise<void> {
  await db.query(
    `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency, stake, payout, status, settled_at)
     VALUES ($1, $2, 'TSR', $3, 'RNG', 'Demo Reels', 'demo', 'USD', $4, $5, 'settled', now())`,
    [m.merchantId, m.memberId, `demo-${m.memberId}-${stake}`, stake, payout],
  );
}

/** Moves a member's rounds to the same time yesterday (rounds are kept, but their times may be set in a test). */
async function roundsToYesterday(m: TestMember): Promise<void> {
  await db.query(
    `UPDATE game_rounds SET created_at = created_at - interval '1 day',
            settled_at = settled_at - interval '1 day' WHERE member_id = $1`,
    [m.memberId],
  );
}

const ZERO: Figures = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
  activePlayers: 0,
  rounds: 0,
};
const dayRow = (r: Report, merchant: string, day: string): Figures => {
  const row = r.rows.find((x) => x.merchant === merchant && x.day === day);
  if (!row) return { ...ZERO };
  const { deposits, withdrawals, bets, wins, ggr, activePlayers, rounds } = row;
  return { deposits, withdrawals, bets, wins, ggr, activePlayers, rounds };
};
const plus = (a: Figures, b: Figures): Figures => ({
  deposits: (a.deposits ?? 0) + (b.deposits ?? 0),
  withdrawals: (a.withdrawals ?? 0) + (b.withdrawals ?? 0),
  bets: a.bets + b.bets,
  wins: a.wins + b.wins,
  ggr: a.ggr + b.ggr,
  activePlayers: a.activePlayers + b.activePlayers,
  rounds: a.rounds + b.rounds,
});

describe('the daily report reconciles with the ledger to the cent', () => {
  it('deposits, withdrawals paid, bets and wins of settled real-money rounds, GGR, active players and rounds per merchant and day', async () => {
    const range = { from: yesterday, to: today };
    const before = await reportOf(range);
    const beforeOf = (merchant: string) => before.merchants.find((m) => m.merchant === merchant)?.totals;

    // aurora, today: two players. a1 deposits 500.37, plays 3 rounds (one open, one rolled back).
    const a1 = await createTestMember(db, { merchant: 'aurora' });
    const a2 = await createTestMember(db, { merchant: 'aurora' });
    await fundMember(db, a1, 500_37);
    await fundMember(db, a2, 120_05);
    await playRound(db, a1, { stake: 10_01, payout: 25_50, vendor: 'TSR', gameType: 'RNG' });
    await playRound(db, a1, { stake: 7_33, payout: 0, vendor: 'PGX', gameType: 'LIVE' });
    await playRound(db, a1, { stake: 4_00, vendor: 'TSR', gameType: 'RNG' }); // open: not a bet yet
    const rolled = await playRound(db, a2, { stake: 3_00, vendor: 'PGX', gameType: 'RNG' });
    await db.tx((q) =>
      seamlessWallet.rollback(q, { merchantId: a2.merchantId, vendor: 'PGX', roundId: rolled }),
    );
    await playRound(db, a2, { stake: 1_99, payout: 1_00, vendor: 'PGX', gameType: 'LIVE' });
    await paidOut(a1, 200_11);
    await demoRound(a1, 50_00, 80_00);
    // aurora, yesterday: a3 deposited 300.00 and was paid 40.40; played one settled round.
    const a3 = await createTestMember(db, { merchant: 'aurora' });
    const atYesterday = new Date(Date.now() - 86_400_000);
    await postedAt(a3, 'deposit', atYesterday, [
      { account: 'cashier', amount: -300_00 },
      { account: 'main', amount: 300_00 },
    ]);
    await postedAt(a3, 'withdrawal.payout', atYesterday, [
      { account: 'hold', amount: 40_40 },
      { account: 'hold', amount: -40_40 },
      { account: 'cashier', amount: 40_40 },
    ]);
    await fundMember(db, a3, 30_00);
    await playRound(db, a3, { stake: 12_34, payout: 2_00, vendor: 'TSR', gameType: 'SLOT' });
    await roundsToYesterday(a3);
    // lumen, today: one player.
    const l1 = await createTestMember(db, { merchant: 'lumen' });
    await fundMember(db, l1, 99_99);
    await playRound(db, l1, { stake: 5_55, payout: 11_10, vendor: 'TSR', gameType: 'RNG' });
    await demoRound(l1, 9_00, 0);

    // The sums of what was seeded, computed here (a3's 30.00 funding is a deposit today).
    const seeded: Record<'aurora' | 'lumen', Record<string, Figures>> = {
      aurora: {
        [today]: {
          deposits: 500_37 + 120_05 + 30_00,
          withdrawals: 200_11,
          bets: 10_01 + 7_33 + 1_99,
          wins: 25_50 + 0 + 1_00,
          ggr: 10_01 + 7_33 + 1_99 - (25_50 + 1_00),
          activePlayers: 2,
          rounds: 3,
        },
        [yesterday]: {
          deposits: 300_00,
          withdrawals: 40_40,
          bets: 12_34,
          wins: 2_00,
          ggr: 12_34 - 2_00,
          activePlayers: 1,
          rounds: 1,
        },
      },
      lumen: {
        [today]: {
          deposits: 99_99,
          withdrawals: 0,
          bets: 5_55,
          wins: 11_10,
          ggr: 5_55 - 11_10,
          activePlayers: 1,
          rounds: 1,
        },
        [yesterday]: { ...ZERO },
      },
    };
    const seededOf = (merchant: 'aurora' | 'lumen', day: string): Figures => seeded[merchant][day] ?? ZERO;

    const after = await reportOf(range);
    for (const merchant of ['aurora', 'lumen'] as const) {
      for (const day of [yesterday, today]) {
        expect(dayRow(after, merchant, day), `${merchant} ${day}`).toEqual(
          plus(dayRow(before, merchant, day), seededOf(merchant, day)),
        );
      }
      const total = after.merchants.find((m) => m.merchant === merchant);
      const seededTotal = plus(seededOf(merchant, today), seededOf(merchant, yesterday));
      // Active players over the range count a member once: nobody here played on both days.
      expect(total?.totals, merchant).toEqual(plus(beforeOf(merchant) ?? ZERO, seededTotal));
      expect(total?.days.map((d) => d.day)).toEqual([yesterday, today]);
      expect(total?.days.find((d) => d.day === today)?.ggr).toBe(dayRow(after, merchant, today).ggr);
    }

    // The same from the ledger's own entries: deposits of today for aurora equal the entries credited.
    const [ledger] = await db.query<{ deposits: string }>(
      `SELECT COALESCE(sum(e.amount), 0)::bigint AS deposits FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions x ON x.id = e.transaction_id
        WHERE x.kind = 'deposit' AND a.member_id IN ($1, $2, $3) AND e.amount > 0
          AND e.created_at >= $4::date`,
      [a1.memberId, a2.memberId, a3.memberId, today],
    );
    expect(Number(ledger?.deposits)).toBe(seededOf('aurora', today).deposits);

    // By vendor and by game type: the rows of a day add up to the day, cash is no game's.
    for (const groupBy of ['vendor', 'gameType']) {
      const grouped = await reportOf({ ...range, merchant: 'aurora', groupBy });
      const rows = grouped.rows.filter((r) => r.day === today);
      expect(rows.every((r) => r.deposits === null && r.withdrawals === null && r.group !== null)).toBe(true);
      const bets = rows.reduce((s, r) => s + r.bets, 0);
      expect(bets, groupBy).toBe(dayRow(after, 'aurora', today).bets);
      expect(grouped.merchants.map((m) => m.merchant)).toEqual(['aurora']);
    }
    const byVendor = await reportOf({ from: today, to: today, merchant: 'aurora', groupBy: 'vendor' });
    const pgx = byVendor.rows.find((r) => r.group === 'PGX');
    expect(pgx?.bets).toBeGreaterThanOrEqual(7_33 + 1_99);
    const byType = await reportOf({
      from: yesterday,
      to: yesterday,
      merchant: 'aurora',
      groupBy: 'gameType',
    });
    expect(byType.rows.find((r) => r.group === 'SLOT')).toMatchObject({ bets: 12_34, wins: 2_00, rounds: 1 });
  });
});

describe('who may read it', () => {
  it('support and content are refused; owner, finance and read-only read it', async () => {
    for (const role of ['support', 'content'] as const) {
      const token = await signInOperator(server, await createTestOperator(db, role));
      const res = await report(token, { from: today, to: today });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      const csv = await opsCall(server, 'GET', '/ops/reports/daily.csv', {
        token,
        query: { from: today, to: today, utcOffset: '0' },
      });
      expect(csv.statusCode, role).toBe(403);
    }
    for (const role of ['finance', 'read-only'] as const) {
      const token = await signInOperator(server, await createTestOperator(db, role));
      expect((await report(token, { from: today, to: today })).statusCode, role).toBe(200);
    }
  });

  it("an operator of one merchant reads its own merchant only: naming another is refused, and no row of another's is in its answer", async () => {
    const aurora = await signInOperator(server, await createTestOperator(db, 'finance', 'aurora'));
    const other = await report(aurora, { from: today, to: today, merchant: 'lumen' });
    expect(other.statusCode).toBe(403);
    const mine = await report(aurora, { from: today, to: today });
    const value = mine.json().value as Report;
    expect(value.merchants.map((m) => m.merchant)).toEqual(['aurora']);
    expect(value.rows.every((r) => r.merchant === 'aurora')).toBe(true);
    const csv = await opsCall(server, 'GET', '/ops/reports/daily.csv', {
      token: aurora,
      query: { from: today, to: today, utcOffset: '0', merchant: 'lumen' },
    });
    expect(csv.statusCode).toBe(403);
    // A platform-wide owner reads all merchants, or the one it names.
    const all = await reportOf({ from: today, to: today });
    expect(all.merchants.map((m) => m.merchant)).toEqual(expect.arrayContaining(['aurora', 'lumen']));
    const one = await reportOf({ from: today, to: today, merchant: 'lumen' });
    expect(one.merchants.map((m) => m.merchant)).toEqual(['lumen']);
  });

  it('a range over 31 days, inverted or not a date is refused naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-01-01', to: '2026-02-01' }, 'to'],
      [{ from: '2026-01-10', to: '2026-01-09' }, 'to'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
      [{ from: '2026-01-01', to: 'tomorrow' }, 'to'],
    ];
    for (const [query, field] of cases) {
      const res = await report(owner, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors?.[0]?.field).toBe(field);
      const csv = await opsCall(server, 'GET', '/ops/reports/daily.csv', {
        token: owner,
        query: { utcOffset: '0', ...query },
      });
      expect(csv.statusCode).toBe(400);
      expect(csv.json().errors?.[0]?.field).toBe(field);
    }
    expect((await report(owner, { from: '2026-01-01', to: '2026-01-31' })).statusCode).toBe(200);
  });
});

describe('the CSV download', () => {
  it('is a text/csv attachment: header, a row per day and merchant, the totals, the same figures as the report', async () => {
    const query = { from: yesterday, to: today, utcOffset: '0', merchant: 'aurora' };
    const res = await opsCall(server, 'GET', '/ops/reports/daily.csv', { token: owner, query });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="report-aurora-${yesterday}-${today}.csv"`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'day,merchant,currency,group,deposits,withdrawals,bets,wins,ggr,activePlayers,rounds',
    );
    expect(lines.at(-1)).toBe('');
    const json = await reportOf({ from: yesterday, to: today, merchant: 'aurora' });
    const t = json.merchants[0]?.totals as Figures;
    const todayRow = dayRow(json, 'aurora', today);
    expect(lines).toContain(
      `${today},aurora,USD,,${todayRow.deposits},${todayRow.withdrawals},${todayRow.bets},${todayRow.wins},${todayRow.ggr},${todayRow.activePlayers},${todayRow.rounds}`,
    );
    expect(lines.at(-2)).toBe(
      `total,aurora,USD,,${t.deposits},${t.withdrawals},${t.bets},${t.wins},${t.ggr},${t.activePlayers},${t.rounds}`,
    );
    expect(lines).toHaveLength(1 + json.rows.length + 1 + 1);
  });

  it('quotes commas, quotes and line breaks, and guards cells a spreadsheet would read as a formula', async () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const f of ['=1+1', '+1', '-1', '@SUM(A1)']) expect(csvCell(f), f).toBe(`'${f}`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(null)).toBe('');
    // Through the route: a vendor named like a formula comes out as text.
    const m = await createTestMember(db, { merchant: 'lumen' });
    // Vendor codes are checked when a round is played: a name like this can only come from the database.
    await db.query(
      `INSERT INTO game_rounds (merchant_id, member_id, vendor, round_id, game_type, game_name, wallet, currency, stake, payout, status, settled_at)
       VALUES ($1, $2, '=cmd|x', 'formula-1', '@go,now', 'Odd', 'main', 'THB', 100, 0, 'settled', now())`,
      [m.merchantId, m.memberId],
    );
    for (const groupBy of ['vendor', 'gameType']) {
      const res = await opsCall(server, 'GET', '/ops/reports/daily.csv', {
        token: owner,
        query: { from: today, to: today, utcOffset: '0', merchant: 'lumen', groupBy },
      });
      const wanted = groupBy === 'vendor' ? `'=cmd|x` : `"'@go,now"`;
      expect(res.body, groupBy).toContain(`${today},lumen,THB,${wanted},,,100,0,100,1,1`);
    }
  });

  it(`writes at most ${REPORT_CSV_MAX_ROWS} rows, then a line saying the file was cut`, () => {
    const row = {
      day: today,
      merchant: 'aurora',
      currency: 'USD',
      group: null,
      ...ZERO,
    };
    const lines = [
      ...reportCsvLines({ from: today, to: today, groupBy: 'day', rows: [row, row, row], merchants: [] }, 2),
    ];
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(lines.at(-1)).toBe('cut: more than 2 rows; ask for fewer days\r\n');
    const whole = [
      ...reportCsvLines({ from: today, to: today, groupBy: 'day', rows: [row, row], merchants: [] }, 2),
    ];
    expect(whole).toHaveLength(3);
  });
});
