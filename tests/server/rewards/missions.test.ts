import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/accounts';
import { createTestMember, merchantId, type TestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, transactionCount } from '../../support/money';
import { createMission, sessionFor } from '../../support/rewards';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let aurora: number;
beforeAll(async () => {
  server = await startTestServer();
  aurora = await merchantId(server.deps.db);
});
afterAll(() => server.close());

interface Mission {
  id: number;
  title: string;
  state: string;
  progress: number;
  target: number;
  reward: number;
  metric: string;
}
interface Board {
  missionId: number;
  target: number;
  entries: { rank: number; player: string; progress: number; completed: boolean; me: boolean }[];
  mine: { rank?: number; progress: number };
}

const summary = (m: TestMember, merchant = 'aurora') =>
  api<{ claimableCount: number; missions: Mission[] }>(server, {
    method: 'GET',
    url: '/wps/relay/MCSFE_getMissionSummaryDetails',
    token: m.token,
    merchant,
  });
const board = (m: TestMember, query: Record<string, unknown>) =>
  api<Board>(server, {
    method: 'GET',
    url: '/wps/relay/MCSFE_getMissionLeaderboard',
    token: m.token,
    body: query,
  });
const claim = (m: TestMember, body: Record<string, unknown>) =>
  api<{ transactionId: number; amount: number; balance: number; replayed: boolean; mission: Mission }>(
    server,
    {
      method: 'POST',
      url: '/wps/relay/MCSFE_claimMissionReward',
      token: m.token,
      body: { idempotencyKey: clientKey(), ...body },
    },
  );
const missionOf = async (m: TestMember, id: number) =>
  (await summary(m)).value.missions.find((x) => x.id === id);

async function player(money = 1_000_00) {
  const m = await createTestMember(server.deps.db);
  await fund(server.deps.db, m, money);
  return m;
}

describe('missions (missionLeaderboard)', () => {
  it('R2.73 R7.39 the demo player of every whitelabel has missions in progress, one to claim and one claimed', async () => {
    for (const merchant of ['aurora', 'jade', 'lumen']) {
      const demo = await sessionFor(server.deps.db, merchant, 'demo');
      const res = await summary(demo, merchant);
      expect(res.success, merchant).toBe(true);
      const states = res.value.missions.map((m) => m.state);
      expect(states.filter((s) => s === 'process').length, merchant).toBeGreaterThanOrEqual(2);
      expect(new Set(states), merchant).toEqual(new Set(['process', 'claim', 'claimed', 'coming']));
      expect(res.value.claimableCount, merchant).toBe(1);
      expect(res.value.missions.find((m) => m.metric === 'rounds' && m.state === 'process')?.progress).toBe(
        12,
      );
    }
  });

  it('R7.39 progress counts only the member’s settled real-money rounds of the game type, in the period', async () => {
    const m = await player();
    const slots = await createMission(server.deps.db, aurora, {
      metric: 'stake',
      target: 100_00,
      gameType: 'RNG',
    });
    const rounds = await createMission(server.deps.db, aurora, { metric: 'rounds', target: 3 });
    const later = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 1,
      from: 2,
      to: 9,
    });
    await playRound(server.deps.db, m, { stake: 40_00, payout: 0 });
    await playRound(server.deps.db, m, { stake: 30_00, payout: 90_00, gameType: 'LIVE' });
    await playRound(server.deps.db, m, { stake: 50_00 }); // open: not counted
    const other = await player();
    await playRound(server.deps.db, other, { stake: 99_00, payout: 0 });
    expect(await missionOf(m, slots)).toMatchObject({ progress: 40_00, state: 'process' });
    expect(await missionOf(m, rounds)).toMatchObject({ progress: 2, state: 'process' });
    expect(await missionOf(m, later)).toMatchObject({ progress: 0, state: 'coming' });
    await playRound(server.deps.db, m, { stake: 60_00, payout: 10_00 });
    expect(await missionOf(m, slots)).toMatchObject({ progress: 100_00, state: 'claim' });
    expect(await missionOf(m, rounds)).toMatchObject({ progress: 3, state: 'claim' });
    const s = await summary(m);
    expect(s.value.claimableCount).toBe(s.value.missions.filter((x) => x.state === 'claim').length);
  });

  it('R7.40 the leaderboard ranks members by progress with masked names and marks the asking member', async () => {
    // Starting now: the demo teams' rounds of today stay out of this board.
    const mission = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 3,
      gameType: 'FISH',
      from: 0,
    });
    const [a, b, c] = [await player(), await player(), await player()];
    for (let i = 0; i < 4; i++)
      await playRound(server.deps.db, a, { stake: 1_00, payout: 0, gameType: 'FISH' });
    for (let i = 0; i < 2; i++)
      await playRound(server.deps.db, b, { stake: 1_00, payout: 0, gameType: 'FISH' });
    await playRound(server.deps.db, c, { stake: 1_00, payout: 0, gameType: 'FISH' });
    const res = await board(b, { missionId: mission });
    expect(res.value.entries.map((e) => [e.rank, e.progress, e.completed, e.me])).toEqual([
      [1, 4, true, false],
      [2, 2, false, true],
      [3, 1, false, false],
    ]);
    for (const e of res.value.entries) expect(e.player).toMatch(/^.{1,2}•••.{0,2}$/);
    expect(res.value.entries[0]?.player).not.toContain(a.username);
    expect(res.value.mine).toEqual({ rank: 2, progress: 2 });
    const top1 = await board(c, { missionId: mission, limit: 1 });
    expect(top1.value.entries).toHaveLength(1);
    expect(top1.value.mine).toEqual({ rank: 3, progress: 1 });
    const nobody = await board(await player(), { missionId: mission });
    expect(nobody.value.mine).toEqual({ progress: 0 });
    for (const q of [{ missionId: 0 }, { missionId: 'x' }, { missionId: mission, limit: 51 }, {}]) {
      const r = await board(a, q);
      expect(r.status, JSON.stringify(q)).toBe(400);
    }
    const jadeMission = await createMission(server.deps.db, await merchantId(server.deps.db, 'jade'), {
      metric: 'rounds',
      target: 1,
    });
    expect((await board(a, { missionId: jadeMission })).code).toBe('NOT_FOUND');
  });

  it('a completed mission’s prize is credited once: retries answer it, other claims are refused', async () => {
    const m = await player(100_00);
    const mission = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 2,
      reward: 9_00,
    });
    await playRound(server.deps.db, m, { stake: 10_00, payout: 0 });
    const early = await claim(m, { missionId: mission });
    expect(early).toMatchObject({ status: 409, code: 'CONFLICT', value: { reason: 'not-claimable' } });
    await playRound(server.deps.db, m, { stake: 10_00, payout: 0 });
    const key = clientKey();
    const first = await claim(m, { missionId: mission, idempotencyKey: key });
    expect(first.value).toMatchObject({ amount: 9_00, balance: 89_00, replayed: false });
    expect(first.value.mission.state).toBe('claimed');
    expect((await claim(m, { missionId: mission, idempotencyKey: key })).value).toMatchObject({
      transactionId: first.value.transactionId,
      replayed: true,
    });
    expect((await claim(m, { missionId: mission })).value).toMatchObject({ reason: 'claimed' });
    expect(await balance(server.deps.db, m)).toBe(89_00);
    expect((await summary(m)).value.missions.find((x) => x.id === mission)?.state).toBe('claimed');
    const bonus = await api<{ items: { type: string; reference: string; amount: number }[] }>(server, {
      method: 'GET',
      url: '/wps/v2/records/bonus',
      token: m.token,
      body: {
        startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(bonus.value.items).toEqual([expect.objectContaining({ type: 'bonus.mission', amount: 9_00 })]);
    expect(bonus.value.items[0]?.reference).toMatch(/^MS\d+-\d+$/);
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('many simultaneous claims of one mission credit it once', async () => {
    const m = await player(100_00);
    const mission = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 1,
      reward: 4_44,
    });
    await playRound(server.deps.db, m, { stake: 1_00, payout: 1_00 });
    const key = clientKey();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        claim(m, { missionId: mission, idempotencyKey: i % 2 ? key : clientKey() }),
      ),
    );
    expect(answers.every((r) => r.success || r.code === 'CONFLICT')).toBe(true);
    expect(new Set(answers.filter((r) => r.success).map((r) => r.value.transactionId)).size).toBe(1);
    expect(await balance(server.deps.db, m)).toBe(100_00 + 4_44);
    await expectLedgerSound(server.deps.db, aurora);
  });

  it('refuses closed, coming and foreign missions, trial accounts and bad input; nothing moves', async () => {
    const m = await player(100_00);
    const closed = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 1,
      from: -9,
      to: -2,
      claim: -1,
    });
    const coming = await createMission(server.deps.db, aurora, {
      metric: 'rounds',
      target: 1,
      from: 1,
      to: 5,
    });
    const foreign = await createMission(server.deps.db, await merchantId(server.deps.db, 'jade'), {
      metric: 'rounds',
      target: 1,
    });
    await playRound(server.deps.db, m, { stake: 1_00, payout: 0 });
    const before = await transactionCount(server.deps.db, aurora);
    expect((await claim(m, { missionId: closed })).value).toMatchObject({ reason: 'closed' });
    expect((await claim(m, { missionId: coming })).value).toMatchObject({ reason: 'coming' });
    expect((await claim(m, { missionId: foreign })).code).toBe('NOT_FOUND');
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    expect((await claim(trial, { missionId: foreign })).code).toBe('TRIAL_ACCOUNT');
    for (const body of [
      { missionId: 0 },
      { missionId: 'abc' },
      { missionId: closed, idempotencyKey: '1' },
      {},
    ]) {
      const r = await claim(m, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.errors?.[0]?.field).toBeTruthy();
    }
    expect(
      (await server.call({ method: 'GET', url: '/wps/relay/MCSFE_getMissionSummaryDetails' })).statusCode,
    ).toBe(401);
    expect(await transactionCount(server.deps.db, aurora)).toBe(before);
    expect(await balance(server.deps.db, m)).toBe(99_00);
  });
});
