import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEndedPeriod, periodOf } from '../../../server/services/agents/settlement/contract-periods';
import { settleContract, type DueContract } from '../../../server/services/agents/settlement/settle-contract';
import {
  CATCH_UP_DAYS,
  MAX_PERIODS_PER_RUN,
  missedPeriods,
  settleDueContracts,
} from '../../../server/services/agents/settlement/settle-due';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { api } from '../../support/accounts';
import { agentTeam, tier } from '../../support/agents';
import { roundsAt, runningContract } from '../../support/contract-settlement';
import { fundMember } from '../../support/fund-member';
import type { TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const main = (m: TestMember) =>
  balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'main' });
const paymentsOf = (contractId: number) =>
  server.deps.db.query<{
    period_key: string;
    status: string;
    amount: string;
    valid_bet: string;
    rate: string;
  }>('SELECT period_key, status, amount, valid_bet, rate FROM contract_payments WHERE contract_id = $1', [
    contractId,
  ]);

/** A past 5-minute period, its rounds two minutes in, and "now" just after it ends. */
const P5 = periodOf('5m', new Date('2026-11-20T10:02:00Z'));
const IN_P5 = new Date('2026-11-20T10:02:00Z');
const AFTER_P5 = new Date('2026-11-20T10:06:00Z');

describe('contract periods', () => {
  it('R9.13 real-time salary settles every 5 minutes; hours, days, weeks from Monday and months in UTC', () => {
    const at = new Date('2026-11-26T04:33:10Z');
    expect(periodOf('5m', at)).toMatchObject({ key: '5m:2026-11-26T04:30' });
    expect(lastEndedPeriod('5m', at)).toMatchObject({
      key: '5m:2026-11-26T04:25',
      end: new Date('2026-11-26T04:30:00Z'),
    });
    expect(lastEndedPeriod('H', at).key).toBe('H:2026-11-26T03');
    expect(lastEndedPeriod('D', at).key).toBe('D:2026-11-25');
    expect(periodOf('W', at)).toMatchObject({ key: 'W:2026-11-23', end: new Date('2026-11-30T00:00:00Z') });
    expect(lastEndedPeriod('M', at).key).toBe('M:2026-10');
  });
});

describe('settlement through the ledger', () => {
  it('R9.13 R2.89 pays a real-time salary on the team’s valid bet once per period, however often it runs, with a record on both sides', async () => {
    const { top, sub, subPlayer } = await agentTeam(server);
    await fundMember(server.deps.db, top, 1_000_00);
    await fundMember(server.deps.db, subPlayer, 1_000_00);
    const id = await runningContract(
      server,
      top,
      sub,
      'realtimeSalary',
      [tier(100_00, 1, 50), tier(1_000_00, 1, 100)],
      // Accepted in the period under test: it is paid for that whole period and none before.
      new Date('2026-11-20T10:00:00Z'),
    );
    await roundsAt(server.deps.db, subPlayer, IN_P5, [
      { stake: 150_00, payout: 0 },
      { stake: 50_00, payout: 120_00 },
    ]);
    const before = { top: await main(top), sub: await main(sub) };
    await settleDueContracts(server.deps.db, AFTER_P5);
    await settleDueContracts(server.deps.db, AFTER_P5);
    // Valid bet 200.00 meets the first tier only: 0.5 % of it.
    expect(await paymentsOf(id)).toEqual([
      { period_key: P5.key, status: 'paid', amount: 1_00, valid_bet: 200_00, rate: 50 },
    ]);
    expect(await main(sub)).toBe(before.sub + 1_00);
    expect(await main(top)).toBe(before.top - 1_00);

    const seen = (m: TestMember) =>
      api<{
        items: { direction: string; counterparty: string; amount: number; status: string }[];
        totalPaid: number;
        totalReceived: number;
      }>(server, {
        method: 'GET',
        url: '/wps/v2/agent/contracts/payments?kind=realtimeSalary&page=1&pageSize=20',
        token: m.token,
      });
    const paid = await seen(top);
    expect(paid.value.items).toEqual([
      expect.objectContaining({
        direction: 'paid',
        counterparty: sub.username,
        amount: 1_00,
        status: 'paid',
      }),
    ]);
    expect(paid.value.totalPaid).toBe(1_00);
    const received = await seen(sub);
    expect(received.value.items[0]).toMatchObject({ direction: 'received', counterparty: top.username });
    expect(received.value.totalReceived).toBe(1_00);
    expect(await verifyLedger(server.deps.db, top.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });

  it('twenty settlements of one period at once pay it once', async () => {
    const { top, sub, subPlayer } = await agentTeam(server);
    await fundMember(server.deps.db, top, 1_000_00);
    await fundMember(server.deps.db, subPlayer, 1_000_00);
    const id = await runningContract(
      server,
      top,
      sub,
      'realtimeSalary',
      [tier(0, 1, 100)],
      new Date('2026-11-20T09:00:00Z'),
    );
    await roundsAt(server.deps.db, subPlayer, IN_P5, [{ stake: 100_00, payout: 0 }]);
    const [due] = await server.deps.db.query<DueContract>(
      `SELECT c.*, 'USD' AS currency FROM agent_contracts c WHERE c.id = $1`,
      [id],
    );
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => server.deps.db.tx((q) => settleContract(q, due as DueContract, P5))),
    );
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(19);
    expect(await main(sub)).toBe(1_00);
  });

  it('R2.86 pays a dividend on the team’s net loss; a team that won earns nothing; a short agent wallet moves nothing', async () => {
    const db = server.deps.db;
    // Accepted on the Monday the week under test starts: that week is its first.
    const since = new Date('2026-11-16T00:00:00Z');
    const lost = await agentTeam(server);
    await fundMember(db, lost.top, 1_000_00);
    await fundMember(db, lost.subPlayer, 1_000_00);
    const dividend = await runningContract(
      server,
      lost.top,
      lost.sub,
      'dividend',
      [tier(0, 1, 1000, 10_00)],
      since,
    );
    await roundsAt(db, lost.subPlayer, new Date('2026-11-18T12:00:00Z'), [{ stake: 300_00, payout: 100_00 }]);

    const won = await agentTeam(server);
    await fundMember(db, won.top, 1_000_00);
    await fundMember(db, won.subPlayer, 1_000_00);
    const nothing = await runningContract(
      server,
      won.top,
      won.sub,
      'dividend',
      [tier(0, 1, 1000, 10_00)],
      since,
    );
    await roundsAt(db, won.subPlayer, new Date('2026-11-18T12:00:00Z'), [{ stake: 100_00, payout: 400_00 }]);

    const broke = await agentTeam(server);
    await fundMember(db, broke.subPlayer, 1_000_00);
    const short = await runningContract(
      server,
      broke.top,
      broke.sub,
      'dividend',
      [tier(0, 1, 1000, 10_00)],
      since,
    );
    await roundsAt(db, broke.subPlayer, new Date('2026-11-18T12:00:00Z'), [{ stake: 300_00, payout: 0 }]);

    // The week of Monday 16 November ends on the 23rd.
    await settleDueContracts(db, new Date('2026-11-23T00:01:00Z'));
    expect(await paymentsOf(dividend)).toMatchObject([
      { period_key: 'W:2026-11-16', status: 'paid', amount: 20_00 },
    ]);
    expect(await main(lost.sub)).toBe(20_00);
    expect(await paymentsOf(nothing)).toMatchObject([{ status: 'nothing', amount: 0 }]);
    expect(await paymentsOf(short)).toMatchObject([{ status: 'short', amount: 30_00 }]);
    expect(await main(broke.sub)).toBe(0);
    expect(await main(broke.top)).toBe(0);
  });

  it('a contract accepted after a period ends, or ended before it ends, is not paid for it', async () => {
    const db = server.deps.db;
    const { top, sub, subPlayer } = await agentTeam(server);
    await fundMember(db, top, 1_000_00);
    await fundMember(db, subPlayer, 1_000_00);
    const late = await runningContract(
      server,
      top,
      sub,
      'hourlySalary',
      [tier(0, 1, 100)],
      new Date('2026-11-20T11:30:00Z'),
    );
    await roundsAt(db, subPlayer, new Date('2026-11-20T10:30:00Z'), [{ stake: 100_00, payout: 0 }]);
    await settleDueContracts(db, new Date('2026-11-20T11:00:30Z'));
    expect(await paymentsOf(late)).toEqual([]);

    await db.query(`UPDATE agent_contracts SET status = 'terminated', ended_at = $2 WHERE id = $1`, [
      late,
      new Date('2026-11-20T12:30:00Z'),
    ]);
    await roundsAt(db, subPlayer, new Date('2026-11-20T12:10:00Z'), [{ stake: 100_00, payout: 0 }]);
    await settleDueContracts(db, new Date('2026-11-20T13:00:30Z'));
    // Paid for the hour it was accepted in (no bets: nothing to pay), never for 10:00 to 11:00
    // (accepted after it ended) nor 12:00 to 13:00 (ended before it ended).
    expect(await paymentsOf(late)).toMatchObject([{ period_key: 'H:2026-11-20T11', status: 'nothing' }]);
  });
});

describe('catching up after the platform was down', () => {
  const keysOf = async (id: number) =>
    (await paymentsOf(id)).map((p) => [p.period_key, p.status, Number(p.amount)]).sort();

  it('R9.13 the next run pays each real-time period missed while the platform was down exactly once, however many runs meet', async () => {
    const db = server.deps.db;
    const { top, sub, subPlayer } = await agentTeam(server);
    await fundMember(db, top, 1_000_00);
    await fundMember(db, subPlayer, 1_000_00);
    const id = await runningContract(
      server,
      top,
      sub,
      'realtimeSalary',
      [tier(0, 1, 100)],
      new Date('2026-11-21T10:00:00Z'),
    );
    await roundsAt(db, subPlayer, new Date('2026-11-21T10:02:00Z'), [{ stake: 100_00, payout: 0 }]);
    await roundsAt(db, subPlayer, new Date('2026-11-21T10:12:00Z'), [{ stake: 200_00, payout: 0 }]);
    await roundsAt(db, subPlayer, new Date('2026-11-21T10:31:00Z'), [{ stake: 300_00, payout: 0 }]);
    // The clock: the run at 10:06 pays 10:00-10:05; the platform is then down until 10:41.
    await settleDueContracts(db, new Date('2026-11-21T10:06:00Z'));
    expect(await keysOf(id)).toEqual([['5m:2026-11-21T10:00', 'paid', 1_00]]);
    const back = new Date('2026-11-21T10:41:00Z');
    const runs = await Promise.all(Array.from({ length: 5 }, () => settleDueContracts(db, back)));
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(2);
    expect(await settleDueContracts(db, back)).toEqual({ paid: 0, nothing: 0, short: 0, already: 0 });
    expect(await keysOf(id)).toEqual([
      ['5m:2026-11-21T10:00', 'paid', 1_00],
      ['5m:2026-11-21T10:05', 'nothing', 0],
      ['5m:2026-11-21T10:10', 'paid', 2_00],
      ['5m:2026-11-21T10:15', 'nothing', 0],
      ['5m:2026-11-21T10:20', 'nothing', 0],
      ['5m:2026-11-21T10:25', 'nothing', 0],
      ['5m:2026-11-21T10:30', 'paid', 3_00],
      ['5m:2026-11-21T10:35', 'nothing', 0],
    ]);
    expect(await main(sub)).toBe(6_00);
    expect(await main(top)).toBe(1_000_00 - 6_00);
    expect(await verifyLedger(db, top.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
      negativeAccounts: [],
    });
  });

  it('R2.87 a daily salary missed for three days is paid for each day once; a contract that ended meanwhile only up to its end', async () => {
    const db = server.deps.db;
    const { top, sub, subPlayer } = await agentTeam(server);
    await fundMember(db, top, 1_000_00);
    await fundMember(db, subPlayer, 1_000_00);
    const daily = await runningContract(
      server,
      top,
      sub,
      'dailySalary',
      [tier(0, 1, 100)],
      new Date('2026-11-10T08:00:00Z'),
    );
    for (const day of ['10', '11', '12'])
      await roundsAt(db, subPlayer, new Date(`2026-11-${day}T12:00:00Z`), [{ stake: 100_00, payout: 0 }]);

    const other = await agentTeam(server);
    await fundMember(db, other.top, 1_000_00);
    await fundMember(db, other.subPlayer, 1_000_00);
    const ended = await runningContract(
      server,
      other.top,
      other.sub,
      'hourlySalary',
      [tier(0, 1, 100)],
      new Date('2026-11-10T08:30:00Z'),
    );
    for (const hour of ['08', '09', '10'])
      await roundsAt(db, other.subPlayer, new Date(`2026-11-10T${hour}:10:00Z`), [
        { stake: 100_00, payout: 0 },
      ]);
    await db.query(`UPDATE agent_contracts SET status = 'terminated', ended_at = $2 WHERE id = $1`, [
      ended,
      new Date('2026-11-10T10:30:00Z'),
    ]);

    // Down from before the first day ended until the 13th.
    await settleDueContracts(db, new Date('2026-11-13T00:00:30Z'));
    await settleDueContracts(db, new Date('2026-11-13T00:01:00Z'));
    expect(await keysOf(daily)).toEqual([
      ['D:2026-11-10', 'paid', 1_00],
      ['D:2026-11-11', 'paid', 1_00],
      ['D:2026-11-12', 'paid', 1_00],
    ]);
    expect(await main(sub)).toBe(3_00);
    // Accepted at 08:30 and ended at 10:30: paid for 08:00-09:00 and 09:00-10:00 only.
    expect(await keysOf(ended)).toEqual([
      ['H:2026-11-10T08', 'paid', 1_00],
      ['H:2026-11-10T09', 'paid', 1_00],
    ]);
    expect(await main(other.sub)).toBe(2_00);
  });

  it('a long outage is caught up over several runs, oldest first, and never further back than the horizon', () => {
    const last = lastEndedPeriod('5m', new Date('2026-11-21T00:00:30Z'));
    const horizon = new Date(new Date('2026-11-21T00:00:30Z').getTime() - CATCH_UP_DAYS * 86_400_000);
    const first = missedPeriods(
      '5m',
      { answered_at: '2026-11-19T00:00:00Z', ended_at: null, latest_end: null },
      last,
      horizon,
    );
    expect(first).toHaveLength(MAX_PERIODS_PER_RUN);
    expect(first[0]?.key).toBe('5m:2026-11-19T00:00');
    const next = missedPeriods(
      '5m',
      { answered_at: '2026-11-19T00:00:00Z', ended_at: null, latest_end: first.at(-1)?.end ?? null },
      last,
      horizon,
    );
    expect(next[0]?.key).toBe(periodOf('5m', first.at(-1)?.end as Date).key);
    const old = missedPeriods(
      'D',
      { answered_at: '2026-01-01T00:00:00Z', ended_at: null, latest_end: null },
      lastEndedPeriod('D', new Date('2026-11-21T00:00:30Z')),
      horizon,
    );
    expect(old).toHaveLength(CATCH_UP_DAYS);
    expect(old.at(-1)?.key).toBe('D:2026-11-20');
  });
});

describe('the settlement run of local browser tests (DEV_OUTBOX)', () => {
  const settle = (body: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/__dev/settle-contracts', payload: body, remoteAddress });

  it('runs the settlement as if later, for one merchant, once per period; refuses bad input and other callers', async () => {
    const { top, sub } = await agentTeam(server);
    await fundMember(server.deps.db, top, 100_00);
    const accepted = new Date();
    await runningContract(server, top, sub, 'dailySalary', [tier(0, 0, 12_34)], accepted, {
      rateType: 'fixed',
    });
    const dayEnd = Date.UTC(accepted.getUTCFullYear(), accepted.getUTCMonth(), accepted.getUTCDate() + 1);
    const seconds = Math.ceil((dayEnd - Date.now()) / 1000) + 1;

    expect((await settle({ seconds: 'soon' })).statusCode).toBe(400);
    expect((await settle({ seconds: 1.5 })).statusCode).toBe(400);
    expect((await settle({ seconds: 401 * 86_400 })).statusCode).toBe(400);
    expect((await settle({ seconds, merchant: 'nowhere' })).statusCode).toBe(400);
    expect((await settle({ seconds, merchant: 'aurora' }, '203.0.113.9')).statusCode).toBe(404);
    // Another merchant's run leaves this one's contracts alone.
    expect((await settle({ seconds, merchant: 'jade' })).statusCode).toBe(200);
    expect(await main(sub)).toBe(0);

    const run = await settle({ seconds, merchant: 'aurora' });
    expect(run.statusCode).toBe(200);
    expect(run.json().paid).toBeGreaterThanOrEqual(1);
    expect(await main(sub)).toBe(12_34);
    expect((await settle({ seconds, merchant: 'aurora' })).statusCode).toBe(200);
    expect(await main(sub)).toBe(12_34);
  });
});
