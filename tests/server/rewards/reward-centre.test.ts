import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, transactionCount } from '../../support/money';
import { createActivity, sessionFor } from '../../support/rewards';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let aurora: number;
beforeAll(async () => {
  server = await startTestServer();
  aurora = await merchantId(server.deps.db);
});
afterAll(() => server.close());

interface Activity {
  id: number;
  title: string;
  state: string;
  amount: number;
  mode: string;
  target?: number;
  progress?: number;
  reason?: string;
}
interface Claimed {
  transactionId: number;
  amount: number;
  balance: number;
  replayed: boolean;
  activity: Activity;
}

const list = (m: TestMember, language = 'EN', merchant = 'aurora') =>
  api<{ claimableCount: number; activities: Activity[] }>(server, {
    method: 'GET',
    url: '/wps/relay/MCS2_getRafflePromotionList',
    token: m.token,
    merchant,
    body: { language },
  });
const join = (m: TestMember, activityId: unknown) =>
  api<{ activity: Activity }>(server, {
    method: 'POST',
    url: '/wps/relay/MCS2_joinRafflePromotion',
    token: m.token,
    body: { activityId },
  });
const claim = (m: TestMember, body: Record<string, unknown>, merchant = 'aurora') =>
  api<Claimed>(server, {
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    token: m.token,
    merchant,
    body: { idempotencyKey: clientKey(), ...body },
  });
const stateOf = async (m: TestMember, id: number) =>
  (await list(m)).value.activities.find((a) => a.id === id)?.state;
const bonusRecord = (m: TestMember) =>
  api<{ items: { type: string; title: string; amount: number; reference: string }[] }>(server, {
    method: 'GET',
    url: '/wps/v2/records/bonus',
    token: m.token,
    body: { startDate: today(-1), endDate: today(1) },
  });
const accountRecord = (m: TestMember) =>
  api<{ items: { type: string; category: string; amount: number; detail: string }[] }>(server, {
    method: 'GET',
    url: '/wps/v2/records/transactions',
    token: m.token,
    body: { startDate: today(-1), endDate: today(1), category: 'bonus' },
  });
function today(days = 0) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

describe('reward centre (rewardCenter)', () => {
  it('R2.71 R1.6 R4.33 the demo player of every whitelabel sees activities in every state of spec §4', async () => {
    for (const merchant of ['aurora', 'jade', 'lumen']) {
      const demo = await sessionFor(server.deps.db, merchant, 'demo');
      const res = await list(demo, 'CN', merchant);
      expect(res.success, merchant).toBe(true);
      const states = new Set(res.value.activities.map((a) => a.state));
      expect([...states].sort(), merchant).toEqual(
        [
          'applying',
          'claim',
          'claimed',
          'closed',
          'coming',
          'issued',
          'join',
          'process',
          'rejected',
          'signed',
        ].sort(),
      );
      expect(res.value.claimableCount, merchant).toBe(2);
      expect(res.value.activities.find((a) => a.state === 'claimed')?.title).toBe('新人礼金');
      expect(res.value.activities.find((a) => a.state === 'rejected')?.reason).toBeTruthy();
      const joined = res.value.activities.find((a) => a.state === 'process');
      expect(joined).toMatchObject({ target: 300_00, progress: 120_00 });
    }
  });

  it('R2.36 R7.54 claiming a gift credits the main wallet once; a retry answers it, another claim is refused', async () => {
    const member = await createTestMember(server.deps.db);
    const gift = await createActivity(server.deps.db, aurora, {
      mode: 'gift',
      amount: 18_00,
      title: 'Weekend gift',
    });
    const before = await list(member);
    expect(before.value.activities.find((a) => a.id === gift)?.state).toBe('claim');
    // Without a session the claim is refused and nothing moves.
    const anonymous = await api(server, {
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      body: { activityId: gift, idempotencyKey: clientKey() },
    });
    expect(anonymous).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await balance(server.deps.db, member)).toBe(0);
    const key = clientKey();
    const first = await claim(member, { activityId: gift, idempotencyKey: key });
    expect(first.value).toMatchObject({ amount: 18_00, balance: 18_00, replayed: false });
    expect(first.value.activity.state).toBe('claimed');
    const again = await claim(member, { activityId: gift, idempotencyKey: key });
    expect(again.value).toMatchObject({
      transactionId: first.value.transactionId,
      replayed: true,
      balance: 18_00,
    });
    const other = await claim(member, { activityId: gift });
    expect(other).toMatchObject({ status: 409, code: 'CONFLICT', value: { reason: 'claimed' } });
    expect(other.message).toMatch(/already claimed/);
    expect(await balance(server.deps.db, member)).toBe(18_00);
    expect((await list(member)).value.claimableCount).toBe(before.value.claimableCount - 1);
    // Shown in the bonus record and the account record.
    const bonus = await bonusRecord(member);
    expect(bonus.value.items).toEqual([
      expect.objectContaining({ type: 'bonus.reward', title: 'Weekend gift', amount: 18_00 }),
    ]);
    expect(bonus.value.items[0]?.reference).toMatch(/^RW\d+$/);
    const account = await accountRecord(member);
    expect(account.value.items).toEqual([
      expect.objectContaining({
        type: 'bonus.reward',
        category: 'bonus',
        amount: 18_00,
        detail: 'Weekend gift',
      }),
    ]);
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('R4.33 an application goes applying -> rejected, or applying -> issued -> claimed, decided with the ops CLI', async () => {
    const member = await createTestMember(server.deps.db);
    const a = await createActivity(server.deps.db, aurora, { mode: 'apply', amount: 40_00 });
    const b = await createActivity(server.deps.db, aurora, { mode: 'apply', amount: 40_00 });
    expect(await stateOf(member, a)).toBe('join');
    expect((await join(member, a)).value.activity.state).toBe('applying');
    expect((await join(member, a)).value.activity.state).toBe('applying');
    expect((await join(member, b)).value.activity.state).toBe('applying');
    expect((await claim(member, { activityId: a })).value).toMatchObject({ reason: 'not-claimable' });

    const pending = await ops('reward', 'entries', 'aurora');
    expect(pending.output).toContain(member.username);
    const [ea, eb] = await server.deps.db.query<{ id: number }>(
      'SELECT id FROM reward_entries WHERE member_id = $1 ORDER BY activity_id',
      [member.memberId],
    );
    const rejected = await ops(
      'reward',
      'reject',
      'aurora',
      String(ea?.id),
      '--reason',
      'Not eligible this month',
    );
    expect(rejected).toMatchObject({ ok: true });
    expect(rejected.output).toContain('rejected');
    expect((await ops('reward', 'reject', 'aurora', String(eb?.id))).exitCode).toBe(2);
    expect((await ops('reward', 'issue', 'aurora', String(eb?.id), '--amount', '55.50')).output).toContain(
      'issued (55.50)',
    );
    expect((await ops('reward', 'issue', 'aurora', String(eb?.id))).output).toContain('nothing changed');
    expect((await ops('reward', 'issue', 'aurora', String(ea?.id))).exitCode).toBe(2);
    expect((await ops('reward', 'issue', 'aurora', '99999999')).exitCode).toBe(2);

    const after = await list(member);
    expect(after.value.activities.find((x) => x.id === a)).toMatchObject({
      state: 'rejected',
      reason: 'Not eligible this month',
    });
    expect(after.value.activities.find((x) => x.id === b)).toMatchObject({ state: 'issued', amount: 55_50 });
    expect((await claim(member, { activityId: a })).value).toMatchObject({ reason: 'not-claimable' });
    const paid = await claim(member, { activityId: b });
    expect(paid.value).toMatchObject({ amount: 55_50, balance: 55_50 });
    expect(await stateOf(member, b)).toBe('claimed');
  });

  it('a draw sign-up is signed until ops decide; a join activity is in process until the bets reach the target', async () => {
    const member = await createTestMember(server.deps.db);
    const draw = await createActivity(server.deps.db, aurora, { mode: 'signup' });
    expect((await join(member, draw)).value.activity.state).toBe('signed');
    const challenge = await createActivity(server.deps.db, aurora, {
      mode: 'join',
      target: 50_00,
      amount: 7_00,
    });
    await fund(server.deps.db, member, 200_00);
    await playRound(server.deps.db, member, { stake: 20_00, payout: 0 }); // before joining: does not count
    const joined = await join(member, challenge);
    expect(joined.value.activity).toMatchObject({ state: 'process', target: 50_00, progress: 0 });
    await playRound(server.deps.db, member, { stake: 30_00, payout: 10_00 });
    await playRound(server.deps.db, member, { stake: 5_00 }); // open: not settled, does not count
    expect((await list(member)).value.activities.find((a) => a.id === challenge)).toMatchObject({
      state: 'process',
      progress: 30_00,
    });
    expect((await claim(member, { activityId: challenge })).value).toMatchObject({ reason: 'not-claimable' });
    await playRound(server.deps.db, member, { stake: 20_00, payout: 0 });
    expect(await stateOf(member, challenge)).toBe('claim');
    const before = await balance(server.deps.db, member);
    expect((await claim(member, { activityId: challenge })).value.amount).toBe(7_00);
    expect(await balance(server.deps.db, member)).toBe(before + 7_00);
  });

  it('refuses closed, coming, foreign and other members’ rewards, trial accounts and bad input; nothing moves', async () => {
    const member = await createTestMember(server.deps.db);
    const winner = await createTestMember(server.deps.db);
    const closedGift = await createActivity(server.deps.db, aurora, {
      mode: 'gift',
      from: -10,
      to: -3,
      claim: -1,
    });
    const ended = await createActivity(server.deps.db, aurora, {
      mode: 'apply',
      from: -10,
      to: -3,
      claim: -1,
    });
    const coming = await createActivity(server.deps.db, aurora, { mode: 'gift', from: 2, to: 9 });
    const applied = await createActivity(server.deps.db, aurora, { mode: 'apply' });
    const foreign = await createActivity(server.deps.db, await merchantId(server.deps.db, 'jade'), {
      mode: 'gift',
    });
    await join(winner, applied);
    const [e] = await server.deps.db.query<{ id: number }>(
      'SELECT id FROM reward_entries WHERE member_id = $1',
      [winner.memberId],
    );
    await ops('reward', 'issue', 'aurora', String(e?.id));
    const txBefore = await transactionCount(server.deps.db, aurora);

    expect(await stateOf(member, closedGift)).toBe('closed');
    expect(await stateOf(member, coming)).toBe('coming');
    expect((await claim(member, { activityId: closedGift })).value).toMatchObject({ reason: 'closed' });
    expect((await claim(member, { activityId: ended })).value).toMatchObject({ reason: 'closed' });
    expect((await join(member, ended)).value).toMatchObject({ reason: 'closed' });
    expect((await claim(member, { activityId: coming })).value).toMatchObject({ reason: 'coming' });
    expect((await join(member, coming)).value).toMatchObject({ reason: 'coming' });
    expect((await join(member, closedGift)).value).toMatchObject({ reason: 'closed' });
    // Another member's issued prize: this member has no entry in it.
    expect((await claim(member, { activityId: applied })).value).toMatchObject({ reason: 'not-claimable' });
    // Another merchant's activity does not exist here.
    expect((await claim(member, { activityId: foreign })).code).toBe('NOT_FOUND');
    expect((await join(member, foreign)).code).toBe('NOT_FOUND');
    expect((await claim(member, { activityId: 987654321 })).code).toBe('NOT_FOUND');

    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await claim(trial, { activityId: applied })).code).toBe('TRIAL_ACCOUNT');
    expect((await join(trial, applied)).code).toBe('TRIAL_ACCOUNT');

    for (const body of [
      { activityId: 0 },
      { activityId: -1 },
      { activityId: 'abc' },
      { activityId: 1.5 },
      { activityId: applied, idempotencyKey: 'short' },
      { activityId: applied, idempotencyKey: 'x'.repeat(65) },
      { activityId: applied, extra: 1 },
      { idempotencyKey: clientKey() },
    ]) {
      const r = await claim(member, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.errors?.[0]?.field, JSON.stringify(body)).toBeTruthy();
    }
    expect((await join(member, 'abc')).status).toBe(400);
    const anonymous = await server.call({
      method: 'GET',
      url: '/wps/relay/MCS2_getRafflePromotionList',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await transactionCount(server.deps.db, aurora)).toBe(txBefore);
    expect(await balance(server.deps.db, member)).toBe(0);
  });

  it('many simultaneous claims of one reward credit it once', async () => {
    const member = await createTestMember(server.deps.db);
    const gift = await createActivity(server.deps.db, aurora, { mode: 'gift', amount: 12_34 });
    const sameKey = clientKey();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        claim(member, { activityId: gift, idempotencyKey: i % 2 ? sameKey : clientKey() }),
      ),
    );
    const paid = answers.filter((r) => r.success);
    expect(
      answers.every((r) => r.success || r.code === 'CONFLICT' || r.code === 'IDEMPOTENCY_MISMATCH'),
    ).toBe(true);
    expect(new Set(paid.map((r) => r.value.transactionId)).size).toBe(1);
    expect(await balance(server.deps.db, member)).toBe(12_34);
    const [n] = await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND kind = 'bonus.reward' AND reference LIKE 'RW%'
         AND id IN (SELECT transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.member_id = $2)`,
      [aurora, member.memberId],
    );
    expect(n?.n).toBe(1);
    await expectLedgerSound(server.deps.db, aurora);
  });
});
