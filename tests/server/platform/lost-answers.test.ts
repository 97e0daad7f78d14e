import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import type { Merchant } from '../../../server/domain/merchant';
import { LOST_ANSWERS, type LostAnswer } from '../../../server/http/test-faults';
import { channelSecret, signPayload } from '../../../server/services/cashier/channel-secret';
import { sendPayout } from '../../../server/services/cashier/payout-lifecycle';
import { signCall } from '../../../server/services/games/wallet/vendor-signature';
import type { MemberAccountKind } from '../../../server/services/ledger/ledger-types';
import { postPoints } from '../../../server/services/points/point-ledger';
import { pointBalance } from '../../../server/services/points/point-ledger';
import { api } from '../../support/accounts';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, givePaymentPassword } from '../../support/money';
import { createActivity, createMission } from '../../support/rewards';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Every call that moves money or value, with its answer lost after it committed (the
 * connection closed without an answer, or reset): the retry with the same key and request
 * is answered with the first answer (the one stored with the commit), marked as a replay,
 * and the money moved once. Deterministic: the platform drops the answer itself when the
 * call asks (TEST_FAULTS, server/http/test-faults.ts), no process is killed.
 */
const SEAMLESS_SECRET = 'lost-answer-wallet-secret-0123456789';
let server: TestServer;
let db: Database;
let merchant: Merchant;
let base: string;

beforeAll(async () => {
  server = await startTestServer({ testFaults: true });
  db = server.deps.db;
  await patchMerchantSettings(server, 'aurora', {
    games: { walletSecrets: { SPX: SEAMLESS_SECRET } },
    wagering: { reward: { multiple: 3, of: 'bonus' } },
  });
  merchant = (await server.deps.merchants.forCode('aurora')) as Merchant;
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

interface Envelope {
  success: boolean;
  code: string;
  message: string;
  value: Record<string, unknown>;
  replayed?: boolean;
}

/** A call over a real connection (127.0.0.1 is aurora's development host). */
async function send(
  method: 'GET' | 'POST',
  path: string,
  body: Record<string, unknown> | undefined,
  opts: { token?: string; fault?: LostAnswer } = {},
): Promise<{ status: number; headers: Headers; body: Envelope }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-module': 'portal',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.fault ? { 'x-test-fault': opts.fault } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
}

/** One money call, ready to be sent, and what it must have moved once it happened. */
interface Case {
  path: string;
  body: Record<string, unknown>;
  token?: string;
  /** Where its first answer is stored (first_answers). */
  call: string;
  key: string;
  /** Balances to watch, and how much each must move in all (answer: the first answer's value). */
  watch: { member: TestMember; kind: MemberAccountKind }[];
  moved(answer: Record<string, unknown>): number[];
  /** Something else the call changed, read before and after (points, rows...). */
  extra?: () => Promise<number>;
  extraMoved?: number;
}

type Prepare = () => Promise<Case>;

async function player(cash = 0, kind: MemberAccountKind = 'main') {
  const m = await createTestMember(db);
  if (cash > 0) await fund(db, m, cash, kind);
  await givePaymentPassword(db, m);
  return m;
}
const memberKey = (m: TestMember, key: string) => `m${m.memberId}:${key}`;

async function bindCard(m: TestMember): Promise<number> {
  const res = await api<{ id: number }>(server, {
    method: 'POST',
    url: '/wps/v2/payout-accounts',
    token: m.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Lost Answer',
      accountNumber: `62${clientKey().replace(/\D/g, '').padEnd(14, '7').slice(0, 14)}`,
      paymentPassword: '246810',
    },
  });
  expect(res.success, res.message).toBe(true);
  return res.value.id;
}

async function ticket(m: TestMember, path: string): Promise<string> {
  const res = await api<{ url: string }>(server, { method: 'GET', url: path, token: m.token });
  expect(res.success, res.message).toBe(true);
  return new URL(res.value.url, 'http://x').searchParams.get('ticket') as string;
}

/** A new player at the first house blackjack table, its wallet funded with `cash`. */
async function blackjackTable(cash: number) {
  const m = await player();
  const [table] = await db.query<{ id: number; vassalage: string }>(
    `SELECT id, vassalage FROM games WHERE merchant_id = $1 AND engine = 'blackjack' ORDER BY id LIMIT 1`,
    [m.merchantId],
  );
  const res = await api<{ url: string; wallet: MemberAccountKind }>(server, {
    method: 'GET',
    url: `/wps/game/launchGame?gameType=LIVE&vassalage=${table!.vassalage}&nodeId=${table!.id}`,
    token: m.token,
  });
  expect(res.success, res.message).toBe(true);
  await fund(db, m, cash, res.value.wallet);
  return {
    m,
    t: new URL(res.value.url, 'http://x').searchParams.get('ticket') as string,
    wallet: res.value.wallet,
  };
}

function seamlessBody(body: Record<string, unknown>) {
  const signed = { vendor: 'SPX', timestamp: Date.now(), ...body };
  return { ...signed, signature: signCall(SEAMLESS_SECRET, signed as never) };
}

const cases: Record<string, Prepare> = {
  'wallet.transfer': async () => {
    const m = await player(100_00);
    const wallets = await api<{ wallets: { code: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/wallets',
      token: m.token,
    });
    const vendor = wallets.value.wallets[0]?.code as string;
    const key = clientKey();
    return {
      path: '/wps/relay/GCS_walletTransfer',
      body: { mode: 'amount', from: 'main', to: vendor, amount: '12.34', idempotencyKey: key },
      token: m.token,
      call: 'wallet.transfer',
      key: memberKey(m, key),
      watch: [
        { member: m, kind: 'main' },
        { member: m, kind: `vendor:${vendor}` },
      ],
      moved: () => [-12_34, 12_34],
    };
  },
  'upline.transfer': async () => {
    const agent = await createTestMember(db, { isAgent: 1 });
    const m = await createTestMember(db, { uplineId: agent.memberId });
    await fund(db, m, 50_00);
    await givePaymentPassword(db, m);
    const key = clientKey();
    return {
      path: '/wps/v2/transfers/upline',
      body: { amount: '7.50', paymentPassword: '246810', remark: 'for the table', idempotencyKey: key },
      token: m.token,
      call: 'upline.transfer',
      key: memberKey(m, key),
      watch: [
        { member: m, kind: 'main' },
        { member: agent, kind: 'main' },
      ],
      moved: () => [-7_50, 7_50],
    };
  },
  'agentTeam.transfer': async () => {
    const agent = await createTestMember(db, { isAgent: 1 });
    const m = await createTestMember(db, { uplineId: agent.memberId });
    await fund(db, agent, 50_00);
    await givePaymentPassword(db, agent);
    const key = clientKey();
    return {
      path: '/wps/v2/agent/team/transfer',
      body: { member: m.username, amount: '8.25', paymentPassword: '246810', idempotencyKey: key },
      token: agent.token,
      call: 'agentTeam.transfer',
      key: memberKey(agent, key),
      watch: [
        { member: agent, kind: 'main' },
        { member: m, kind: 'main' },
      ],
      moved: () => [-8_25, 8_25],
    };
  },
  'deposit.create': async () => {
    const m = await player();
    const key = clientKey();
    return {
      path: '/wps/v2/deposits',
      body: { channel: 'demo', amount: '20.00', idempotencyKey: key },
      token: m.token,
      call: 'deposit.create',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [20_00],
    };
  },
  'deposit.callback': async () => {
    const m = await player();
    const created = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/deposits',
      token: m.token,
      body: { channel: 'bank', amount: '33.00', payerName: 'Ann Lee', idempotencyKey: clientKey() },
    });
    const reference = created.value.reference;
    const text = JSON.stringify({ reference, amount: 33_00, status: 'paid', providerReference: 'BANK-LOST' });
    const secret = await channelSecret(db, merchant.id, 'bank');
    return {
      path: '/wps/v2/deposits/callback',
      body: { channel: 'bank', payload: text, signature: signPayload(secret, text) },
      call: 'deposit.callback',
      key: `bank:${reference}`,
      watch: [{ member: m, kind: 'main' }],
      moved: () => [33_00],
    };
  },
  'withdraw.create': async () => {
    const m = await player(200_00);
    const payoutAccountId = await bindCard(m);
    const key = clientKey();
    return {
      path: '/wps/v2/withdrawals',
      body: { payoutAccountId, amount: '60.00', paymentPassword: '246810', idempotencyKey: key },
      token: m.token,
      call: 'withdraw.create',
      key: memberKey(m, key),
      watch: [
        { member: m, kind: 'main' },
        { member: m, kind: 'hold' },
      ],
      moved: () => [-60_00, 60_00],
    };
  },
  'withdraw.confirmReceipt': async () => {
    const m = await player(200_00);
    const payoutAccountId = await bindCard(m);
    const w = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals',
      token: m.token,
      body: { payoutAccountId, amount: '70.00', paymentPassword: '246810', idempotencyKey: clientKey() },
    });
    expect(w.success, w.message).toBe(true);
    const payout = await db.tx((q) => sendPayout(q, merchant, w.value.reference, 'ops:test'));
    const key = clientKey();
    return {
      path: '/wps/v2/withdrawals/receipt',
      body: { reference: w.value.reference, outcome: 'received', payoutId: payout.id, idempotencyKey: key },
      token: m.token,
      call: 'withdraw.confirmReceipt',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'hold' }],
      moved: () => [-70_00],
    };
  },
  'points.redeem': async () => {
    const m = await player();
    await givePoints(m, 500);
    const [item] = await db.query<{ id: number }>(
      `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity, sort)
       VALUES ($1, $2, 'cash', '{"EN":"Lost answer cash"}', 100, 300, 10, 5, 100) RETURNING id`,
      [merchant.id, `lost-${clientKey()}`],
    );
    const key = clientKey();
    return {
      path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      body: { rewardId: Number(item?.id), quantity: 2, paymentPassword: '246810', idempotencyKey: key },
      token: m.token,
      call: 'points.redeem',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [6_00],
      extra: () => pointBalance(db, merchant.id, m.memberId),
      extraMoved: -200,
    };
  },
  'points.convert': async () => {
    const m = await player();
    await givePoints(m, 1_000);
    const key = clientKey();
    return {
      path: '/wps/relay/passwordCheck/MCS2_convertPoint',
      body: { points: 400, paymentPassword: '246810', idempotencyKey: key },
      token: m.token,
      call: 'points.convert',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: (a) => [Number(a.amount)],
      extra: () => pointBalance(db, merchant.id, m.memberId),
      extraMoved: -400,
    };
  },
  'rewards.claim': async () => {
    const m = await player();
    const activityId = await createActivity(db, merchant.id, { mode: 'gift', amount: 15_00 });
    const key = clientKey();
    return {
      path: '/wps/relay/MCS2_claimRafflePromotion',
      body: { activityId, idempotencyKey: key },
      token: m.token,
      call: 'rewards.claim',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [15_00],
    };
  },
  'missions.claim': async () => {
    const m = await player(10_00);
    const missionId = await createMission(db, merchant.id, { metric: 'rounds', target: 1, reward: 4_00 });
    await playRound(db, m, { stake: 1_00, payout: 0 });
    const key = clientKey();
    return {
      path: '/wps/relay/MCSFE_claimMissionReward',
      body: { missionId, idempotencyKey: key },
      token: m.token,
      call: 'missions.claim',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [4_00],
    };
  },
  'rewards.forfeit': async () => {
    const m = await player();
    const activityId = await createActivity(db, merchant.id, { mode: 'gift', amount: 9_00 });
    const claimed = await api(server, {
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: m.token,
      body: { activityId, idempotencyKey: clientKey() },
    });
    expect(claimed.success, claimed.message).toBe(true);
    const wagers = await api<{ items: { id: number; state: string }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/bonus/wagering',
      token: m.token,
    });
    const wagerId = wagers.value.items.find((w) => w.state === 'active')?.id as number;
    const key = clientKey();
    return {
      path: '/wps/v2/bonus/wagering/forfeit',
      body: { wagerId, idempotencyKey: key },
      token: m.token,
      call: 'rewards.forfeit',
      key: memberKey(m, key),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [-9_00],
    };
  },
  'house.slot-spin': async () => {
    const m = await player(30_00);
    const t = await ticket(m, '/wps/game/launchGame?gameType=RNG&vassalage=TSR');
    const roundId = `lost${clientKey().slice(0, 20)}`;
    return {
      path: '/house/api/slot/spin',
      body: { ticket: t, roundId, stake: '2.00' },
      call: 'house.slot-spin',
      key: memberKey(m, roundId),
      watch: [{ member: m, kind: 'main' }],
      moved: (a) => [Number(a.payout) - 2_00],
    };
  },
  'house.lottery-bet': async () => {
    const m = await player(30_00);
    const t = await ticket(
      m,
      '/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=VN1&lottoView=betting&device=WEB',
    );
    const drawNo = await openDraw(t);
    const roundId = `lost${clientKey().slice(0, 20)}`;
    return {
      path: '/house/api/lottery/bet',
      body: { ticket: t, roundId, drawNo, playType: 'de', pick: '42', stake: '3.00' },
      call: 'house.lottery-bet',
      key: memberKey(m, roundId),
      watch: [{ member: m, kind: 'main' }],
      moved: () => [-3_00],
    };
  },
  'house.blackjack-deal': async () => {
    const { m, t, wallet } = await blackjackTable(30_00);
    const roundId = `lost${clientKey().slice(0, 20)}`;
    return {
      path: '/house/api/blackjack/deal',
      body: { ticket: t, roundId, stake: '2.00' },
      call: 'house.blackjack-deal',
      key: memberKey(m, roundId),
      watch: [{ member: m, kind: wallet }],
      moved: (a) => [Number(a.payout) - 2_00],
    };
  },
  'house.blackjack-act': async () => {
    const { m, t, wallet } = await blackjackTable(60_00);
    // Deal until a hand stays open (a natural settles at the deal).
    let roundId = '';
    for (let i = 0; i < 20 && !roundId; i++) {
      const id = `lost${clientKey().slice(0, 20)}`;
      const dealt = await send('POST', '/house/api/blackjack/deal', {
        ticket: t,
        roundId: id,
        stake: '2.00',
      });
      if (dealt.body.value.status === 'player') roundId = id;
    }
    return {
      path: '/house/api/blackjack/act',
      body: { ticket: t, roundId, step: 1, action: 'stand' },
      call: 'house.blackjack-act',
      key: memberKey(m, `${roundId}:1`),
      watch: [{ member: m, kind: wallet }],
      moved: (a) => [Number(a.payout)],
    };
  },
  'seamless.debit': async () => {
    const m = await player(40_00, 'vendor:SPX');
    const roundId = `spx-lost-${clientKey()}`;
    return {
      path: '/wps/seamless/v1/debit',
      body: seamlessBody({ playerId: m.memberId, roundId, amount: 6_00, gameId: 'SPX-0001' }),
      call: 'seamless.debit',
      key: `SPX:${roundId}`,
      watch: [{ member: m, kind: 'vendor:SPX' }],
      moved: () => [-6_00],
    };
  },
  'seamless.credit': async () => {
    const m = await player(40_00, 'vendor:SPX');
    const roundId = `spx-lost-${clientKey()}`;
    const debit = await send(
      'POST',
      '/wps/seamless/v1/debit',
      seamlessBody({ playerId: m.memberId, roundId, amount: 6_00 }),
    );
    expect(debit.body.success, debit.body.message).toBe(true);
    return {
      path: '/wps/seamless/v1/credit',
      body: seamlessBody({ roundId, amount: 18_00 }),
      call: 'seamless.credit',
      key: `SPX:${roundId}`,
      watch: [{ member: m, kind: 'vendor:SPX' }],
      moved: () => [18_00],
    };
  },
  'seamless.rollback': async () => {
    const m = await player(40_00, 'vendor:SPX');
    const roundId = `spx-lost-${clientKey()}`;
    const debit = await send(
      'POST',
      '/wps/seamless/v1/debit',
      seamlessBody({ playerId: m.memberId, roundId, amount: 6_00 }),
    );
    expect(debit.body.success, debit.body.message).toBe(true);
    return {
      path: '/wps/seamless/v1/rollback',
      body: seamlessBody({ roundId }),
      call: 'seamless.rollback',
      key: `SPX:${roundId}`,
      watch: [{ member: m, kind: 'vendor:SPX' }],
      moved: () => [6_00],
    };
  },
};

async function givePoints(m: TestMember, points: number) {
  await db.tx((q) =>
    postPoints(q, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      kind: 'adjust',
      points,
      sourceKey: `lost-answer:${m.memberId}`,
      reference: 'TEST',
    }),
  );
}

/** The open draw's number, once at least 20 s are left to bet on it (bets close 5 s before). */
async function openDraw(t: string): Promise<string> {
  for (;;) {
    const s = await send('GET', `/house/api/lottery/state?ticket=${t}`, undefined);
    const current = (s.body.value.game as { current: { drawNo: string; drawAt: string } }).current;
    const left = new Date(current.drawAt).getTime() - Date.now();
    if (left > 20_000) return current.drawNo;
    await new Promise((r) => setTimeout(r, left + 500));
  }
}

async function balances(c: Case): Promise<number[]> {
  return Promise.all(c.watch.map((w) => balance(db, w.member, w.kind)));
}

describe.each(LOST_ANSWERS)('a money call whose answer is lost after it committed (%s)', (fault) => {
  it.each(Object.keys(cases))(
    '%s: the retry is answered with the first answer, marked as a replay, and the money moved once',
    async (name) => {
      const c = await (cases[name] as Prepare)();
      const before = await balances(c);
      const extraBefore = await c.extra?.();

      // The call commits, and its answer never arrives.
      await expect(send('POST', c.path, c.body, { token: c.token, fault })).rejects.toThrow();
      const [stored] = await db.query<{ answer: Record<string, unknown> }>(
        'SELECT answer FROM first_answers WHERE merchant_id = $1 AND call = $2 AND key = $3',
        [merchant.id, c.call, c.key],
      );
      expect(stored?.answer, 'the first answer was stored with the commit').toBeTruthy();

      // The caller retries, twice: both answers are that first answer, marked as a replay.
      const retry = await send('POST', c.path, c.body, { token: c.token });
      expect(retry.body.success, retry.body.message).toBe(true);
      expect(retry.body.replayed).toBe(true);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      const { replayed: flag, ...value } = retry.body.value;
      const { replayed: storedFlag, ...first } = stored?.answer ?? {};
      expect(value).toEqual(first);
      // Answers that carry their own flag say it too.
      if (storedFlag !== undefined) expect([storedFlag, flag]).toEqual([false, true]);
      const again = await send('POST', c.path, c.body, { token: c.token });
      expect(again.body).toMatchObject({ success: true, replayed: true, value: retry.body.value });

      const after = await balances(c);
      expect(after.map((b, i) => b - (before[i] ?? 0))).toEqual(c.moved(retry.body.value));
      if (c.extra) expect((await c.extra()) - (extraBefore ?? 0)).toBe(c.extraMoved);
      await expectLedgerSound(db, merchant.id);
    },
  );
});
