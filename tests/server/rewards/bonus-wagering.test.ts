import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { api } from '../../support/accounts';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { post } from '../../../server/services/ledger/post-transaction';
import { balance, clientKey, expectLedgerSound, fund, givePaymentPassword } from '../../support/money';
import { createActivity, createMission } from '../../support/rewards';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let db: Database;
let aurora: number;
beforeAll(async () => {
  server = await startTestServer();
  db = server.deps.db;
  aurora = await merchantId(db);
  // Rewards: 3 x (bonus + the deposit it matched); missions: 2 x the bonus.
  await patchMerchantSettings(server, 'aurora', {
    wagering: { reward: { multiple: 3, of: 'bonus-and-deposit' }, mission: { multiple: 2, of: 'bonus' } },
  });
});
afterAll(() => server.close());

interface Wager {
  id: number;
  source: string;
  title: string;
  bonus: number;
  deposit: number;
  multiple: number;
  required: number;
  wagered: number;
  remaining: number;
  state: string;
  forfeitedAmount?: number;
}
interface Forfeited {
  transactionId?: number;
  amount: number;
  balance: number;
  replayed: boolean;
  wager: Wager;
}

type Player = TestMember & { accountId: number };
let cardSeq = 300_000_000;

async function player(cash = 0): Promise<Player> {
  const m = await createTestMember(db);
  if (cash > 0) await fund(db, m, cash);
  await givePaymentPassword(db, m);
  const bound = await api<{ id: number }>(server, {
    method: 'POST',
    url: '/wps/v2/payout-accounts',
    token: m.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Ann Lee',
      accountNumber: String(cardSeq++),
      paymentPassword: '246810',
    },
  });
  return { ...m, accountId: bound.value.id };
}

const wagering = (m: TestMember, language = 'EN') =>
  api<{ currency: string; remaining: number; items: Wager[] }>(server, {
    method: 'GET',
    url: '/wps/v2/bonus/wagering',
    token: m.token,
    body: { language },
  });
const withdraw = (m: Player, amount: string, key = clientKey()) =>
  api<{ reference: string; amount: number }>(server, {
    method: 'POST',
    url: '/wps/v2/withdrawals',
    token: m.token,
    body: { payoutAccountId: m.accountId, amount, paymentPassword: '246810', idempotencyKey: key },
  });
const forfeit = (m: TestMember, wagerId: number, key = clientKey()) =>
  api<Forfeited>(server, {
    method: 'POST',
    url: '/wps/v2/bonus/wagering/forfeit',
    token: m.token,
    body: { wagerId, idempotencyKey: key },
  });
async function claimGift(m: TestMember, amount: number, key = clientKey()) {
  const gift = await createActivity(db, aurora, { mode: 'gift', amount, title: 'Welcome match' });
  return { gift, res: await claimActivity(m, gift, key) };
}
const claimActivity = (m: TestMember, activityId: number, key = clientKey()) =>
  api<{ amount: number; transactionId: number }>(server, {
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    token: m.token,
    body: { activityId, idempotencyKey: key },
  });
const depositInstant = (m: TestMember, amount: string) =>
  api<{ status: string; amount: number }>(server, {
    method: 'POST',
    url: '/wps/v2/deposits',
    token: m.token,
    body: { channel: 'demo', amount, idempotencyKey: clientKey() },
  });
const spin = (m: TestMember, stake: number, opts: { payout?: number; wallet?: 'main' | 'demo' } = {}) =>
  playRound(db, m, { stake, payout: opts.payout ?? 0, ...(opts.wallet ? { wallet: opts.wallet } : {}) });

describe('bonus wagering', () => {
  it('a claimed bonus must be bet its multiple of bonus and deposit before a withdrawal; only settled real-money bets count', async () => {
    const m = await player();
    expect((await depositInstant(m, '100')).value.status).toBe('approved');
    const { res } = await claimGift(m, 50_00);
    expect(res.success).toBe(true);
    const list = await wagering(m);
    expect(list.value.remaining).toBe(450_00);
    expect(list.value.items).toEqual([
      expect.objectContaining({
        source: 'reward',
        title: 'Welcome match',
        bonus: 50_00,
        deposit: 100_00,
        multiple: 3,
        required: 450_00,
        wagered: 0,
        remaining: 450_00,
        state: 'active',
      }),
    ]);

    const refused = await withdraw(m, '60');
    expect(refused).toMatchObject({ status: 409, code: 'WAGERING_REQUIRED', value: { remaining: 450_00 } });
    expect(refused.message).toMatch(/Bet 450\.00 more/);
    expect(refused.errors).toEqual([{ field: 'amount', message: 'bet 450.00 more first (bonus wagering)' }]);
    // The refusal held nothing and cost no payment-password try.
    expect(await balance(db, m)).toBe(150_00);
    const password = await api<{ triesLeft: number }>(server, {
      method: 'GET',
      url: '/wps/member/payment-password',
      token: m.token,
    });
    expect(password.value.triesLeft).toBe(5);
    expect(await balance(db, m, 'hold')).toBe(0);

    // An open round, a rolled-back round and trial credit do not count; settled rounds do, win or lose.
    await playRound(db, m, { stake: 30_00 });
    await fund(db, m, 40_00, 'demo');
    await spin(m, 40_00, { wallet: 'demo' });
    await spin(m, 100_00, { payout: 120_00 });
    await spin(m, 20_00);
    expect((await wagering(m)).value.items[0]).toMatchObject({ wagered: 120_00, remaining: 330_00 });
    expect((await withdraw(m, '60')).value).toMatchObject({ remaining: 330_00 });

    for (let i = 0; i < 3; i++) await spin(m, 110_00, { payout: 110_00 });
    const met = await wagering(m);
    expect(met.value.remaining).toBe(0);
    expect(met.value.items[0]).toMatchObject({ state: 'met', wagered: 450_00, remaining: 0 });
    const ok = await withdraw(m, '60');
    expect(ok.success).toBe(true);
    expect(ok.value.amount).toBe(60_00);
    await expectLedgerSound(db, aurora);
  });

  it('a deposit is matched by one bonus only; missions carry their own multiple of the bonus alone', async () => {
    const m = await player();
    await depositInstant(m, '40');
    await claimGift(m, 10_00);
    await claimGift(m, 10_00);
    const mission = await createMission(db, aurora, { metric: 'rounds', target: 1, reward: 5_00 });
    await spin(m, 1_00, { payout: 1_00 });
    const claimed = await api(server, {
      method: 'POST',
      url: '/wps/relay/MCSFE_claimMissionReward',
      token: m.token,
      body: { missionId: mission, idempotencyKey: clientKey() },
    });
    expect(claimed.success).toBe(true);
    const items = (await wagering(m)).value.items;
    expect(items.map((w) => [w.source, w.bonus, w.deposit, w.required])).toEqual([
      ['mission', 5_00, 0, 10_00],
      ['reward', 10_00, 0, 30_00],
      ['reward', 10_00, 40_00, 150_00],
    ]);
  });

  it('requirements are met first in, first out: a bet counts once, and a later bonus never inherits earlier bets', async () => {
    const m = await player(500_00);
    await claimGift(m, 10_00); // 30.00 to bet (no deposit to match)
    await spin(m, 20_00);
    await claimGift(m, 20_00); // 60.00 to bet, after the first is met
    let items = (await wagering(m)).value.items;
    expect(items.map((w) => [w.wagered, w.remaining])).toEqual([
      [0, 60_00],
      [20_00, 10_00],
    ]);
    await spin(m, 25_00); // 10.00 meets the first, 15.00 goes to the second
    items = (await wagering(m)).value.items;
    expect(items.map((w) => [w.state, w.wagered])).toEqual([
      ['active', 15_00],
      ['met', 30_00],
    ]);
    expect((await wagering(m)).value.remaining).toBe(45_00);
    await spin(m, 45_00);
    expect((await wagering(m)).value.remaining).toBe(0);

    // A chain that closed stays closed: the next bonus counts only what is bet after it.
    await spin(m, 50_00);
    await claimGift(m, 5_00);
    expect((await wagering(m)).value.items[0]).toMatchObject({
      wagered: 0,
      remaining: 15_00,
      state: 'active',
    });
  });

  it('forfeiting takes the bonus back through the ledger, once, and opens withdrawals', async () => {
    const m = await player(100_00);
    await claimGift(m, 50_00);
    const [w] = (await wagering(m)).value.items;
    const key = clientKey();
    const first = await forfeit(m, w?.id ?? 0, key);
    expect(first.value).toMatchObject({ amount: 50_00, balance: 100_00, replayed: false });
    expect(first.value.wager).toMatchObject({ state: 'forfeited', forfeitedAmount: 50_00, remaining: 0 });
    expect(first.value.transactionId).toBeGreaterThan(0);
    const again = await forfeit(m, w?.id ?? 0, key);
    expect(again.value).toMatchObject({
      transactionId: first.value.transactionId,
      amount: 50_00,
      replayed: true,
      balance: 100_00,
    });
    const other = await forfeit(m, w?.id ?? 0);
    expect(other).toMatchObject({ status: 409, code: 'CONFLICT', value: { reason: 'forfeited' } });
    expect(await balance(db, m)).toBe(100_00);
    expect((await withdraw(m, '100')).success).toBe(true);

    // The account record shows the forfeit as a bonus movement.
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const record = await api<{ items: { type: string; amount: number }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/records/transactions',
      token: m.token,
      body: { startDate: day(-1), endDate: day(1), category: 'bonus' },
    });
    expect(record.value.items.map((i) => [i.type, i.amount])).toEqual([
      ['bonus.forfeit', -50_00],
      ['bonus.reward', 50_00],
    ]);
    await expectLedgerSound(db, aurora);
  });

  it('a forfeit takes back what is left of a lost bonus, asks for game-wallet money first, and refuses a met bonus', async () => {
    const lost = await player();
    await claimGift(lost, 40_00);
    await spin(lost, 30_00);
    const [w] = (await wagering(lost)).value.items;
    expect((await forfeit(lost, w?.id ?? 0)).value).toMatchObject({ amount: 10_00, balance: 0 });

    const away = await player();
    await claimGift(away, 40_00);
    // 25.00 of it went into a game's wallet.
    await post(db, 'USD', {
      merchantId: aurora,
      kind: 'transfer',
      postings: [
        { account: { memberId: away.memberId, kind: 'main' }, amount: -25_00 },
        { account: { memberId: away.memberId, kind: 'vendor:PG' }, amount: 25_00 },
      ],
    });
    const [aw] = (await wagering(away)).value.items;
    const recall = await forfeit(away, aw?.id ?? 0);
    expect(recall).toMatchObject({ status: 409, code: 'CONFLICT', value: { reason: 'recall' } });
    expect(recall.message).toMatch(/game wallets back to the main wallet/);
    expect(await balance(db, away)).toBe(15_00);

    const done = await player(30_00);
    await claimGift(done, 10_00);
    await spin(done, 30_00, { payout: 30_00 });
    const [dw] = (await wagering(done)).value.items;
    expect(await forfeit(done, dw?.id ?? 0)).toMatchObject({ status: 409, value: { reason: 'met' } });
    expect(await forfeit(done, 999_999_999)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const stranger = await player();
    expect(await forfeit(stranger, dw?.id ?? 0)).toMatchObject({ status: 404 });
    await expectLedgerSound(db, aurora);
  });

  it('a transfer to the upline waits for the wagering too', async () => {
    const agent = await createTestMember(db, { isAgent: 1 });
    const m = await createTestMember(db, { uplineId: agent.memberId });
    await fund(db, m, 100_00);
    await givePaymentPassword(db, m);
    await claimGift(m, 20_00);
    const res = await api(server, {
      method: 'POST',
      url: '/wps/v2/transfers/upline',
      token: m.token,
      body: { amount: '10', paymentPassword: '246810', idempotencyKey: clientKey() },
    });
    expect(res).toMatchObject({ status: 409, code: 'WAGERING_REQUIRED', value: { remaining: 60_00 } });
    expect(await balance(db, agent)).toBe(0);
  });

  it('a merchant without a wagering setting still asks for the bonus to be bet once; 0 switches it off', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', { wagering: {} });
    const m = await player();
    await claimGift(m, 12_00);
    expect((await wagering(m)).value.items[0]).toMatchObject({ multiple: 1, required: 12_00 });
    await patchMerchantSettings(server, 'aurora', { wagering: { reward: { multiple: 0 } } });
    const free = await player();
    await claimGift(free, 12_00);
    expect((await wagering(free)).value).toMatchObject({ remaining: 0, items: [] });
    expect((await withdraw(free, '12')).code).toBe('LIMIT'); // only the minimum stands in the way
    await restore();
    await patchMerchantSettings(server, 'aurora', {
      wagering: { reward: { multiple: 3, of: 'bonus-and-deposit' }, mission: { multiple: 2, of: 'bonus' } },
    });
  });
});

describe('bonus wagering under concurrency', () => {
  it('a withdrawal racing the bets that meet the requirement never takes money the bets needed', async () => {
    const m = await player(100_00);
    await claimGift(m, 50_00); // 150.00 to bet; 150.00 in the wallet
    await spin(m, 100_00, { payout: 100_00 });
    const bets = Array.from({ length: 25 }, () =>
      spin(m, 2_00).then(
        () => 'ok',
        (e: { code?: string }) => e.code ?? 'error',
      ),
    );
    const withdrawals = Array.from({ length: 25 }, () => withdraw(m, '100'));
    const [betResults, answers] = await Promise.all([Promise.all(bets), Promise.all(withdrawals)]);
    for (const a of answers)
      // BUSY: more payment passwords at once than may be checked together (no lock).
      expect(['OK', 'WAGERING_REQUIRED', 'INSUFFICIENT_FUNDS', 'CONFLICT', 'BUSY']).toContain(a.code);
    const accepted = answers.filter((a) => a.success);
    expect(accepted.length).toBeLessThanOrEqual(1);
    const betsOk = betResults.filter((r) => r === 'ok').length;
    expect(betResults.every((r) => r === 'ok' || r === 'INSUFFICIENT_FUNDS')).toBe(true);
    // 25 x 2.00 meets the last 50.00: a withdrawal only passes once every one of them is in.
    if (accepted.length === 1) expect(betsOk).toBe(25);
    expect((await balance(db, m)) + (await balance(db, m, 'hold'))).toBe(150_00 - betsOk * 2_00);
    await expectLedgerSound(db, aurora);
  });

  it('a forfeit racing withdrawals gives the bonus back once, and no withdrawal carries it out', async () => {
    const m = await player(100_00);
    await claimGift(m, 50_00);
    const [w] = (await wagering(m)).value.items;
    const key = clientKey();
    const calls = [
      ...Array.from({ length: 25 }, () => forfeit(m, w?.id ?? 0, key)),
      ...Array.from({ length: 25 }, () => withdraw(m, '100')),
    ];
    const answers = await Promise.all(calls);
    const forfeits = answers.slice(0, 25) as Awaited<ReturnType<typeof forfeit>>[];
    expect(forfeits.every((f) => f.success)).toBe(true);
    expect(new Set(forfeits.map((f) => f.value.transactionId)).size).toBe(1);
    expect(forfeits.filter((f) => !f.value.replayed)).toHaveLength(1);
    const withdrawals = answers.slice(25);
    expect(withdrawals.filter((a) => a.success).length).toBeLessThanOrEqual(1);
    for (const a of withdrawals)
      // BUSY: more payment passwords at once than may be checked together (no lock).
      expect(['OK', 'WAGERING_REQUIRED', 'CONFLICT', 'INSUFFICIENT_FUNDS', 'BUSY']).toContain(a.code);
    // The bonus went back; the member's own 100.00 is in main or held for the withdrawal.
    expect((await balance(db, m)) + (await balance(db, m, 'hold'))).toBe(100_00);
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND kind = 'bonus.forfeit' AND reference = $2`,
      [aurora, `BF${w?.id}`],
    );
    expect(n).toBe(1);
    await expectLedgerSound(db, aurora);
  });

  it('a bonus claimed while withdrawals are asked is never withdrawn with them', async () => {
    const m = await player(100_00);
    const gift = await createActivity(db, aurora, { mode: 'gift', amount: 100_00 });
    const key = clientKey();
    const calls = [
      ...Array.from({ length: 25 }, () => claimActivity(m, gift, key)),
      ...Array.from({ length: 25 }, () => withdraw(m, '150')),
    ];
    const answers = await Promise.all(calls);
    expect(answers.slice(0, 25).every((a) => a.success)).toBe(true);
    for (const a of answers.slice(25)) expect(['WAGERING_REQUIRED', 'INSUFFICIENT_FUNDS']).toContain(a.code);
    expect(await balance(db, m)).toBe(200_00);
    expect(await balance(db, m, 'hold')).toBe(0);
    expect((await wagering(m)).value.remaining).toBe(300_00);
    await expectLedgerSound(db, aurora);
  });
});
