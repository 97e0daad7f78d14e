import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_PERIODS, type ContractKind } from '../../../schemas/api/agent-rules';
import { api } from '../../support/accounts';
import { agentTeam, answer, offer, RELAY_PATHS, tier } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const consolidated = (m: TestMember) =>
  api<Record<string, number | boolean>>(server, {
    method: 'GET',
    url: '/wps/member/info/funds/consolidated',
    token: m.token,
  });

const pending = (m: TestMember, kind: keyof typeof RELAY_PATHS) =>
  api<{ requests: { type: string; contract: { id: number }; endsDownlineContracts: number }[] }>(server, {
    method: 'GET',
    url: RELAY_PATHS[kind],
    token: m.token,
  });

const statusOf = async (id: number) =>
  (
    await server.deps.db.query<{ status: string; end_reason: string | null }>(
      'SELECT status, end_reason FROM agent_contracts WHERE id = $1',
      [id],
    )
  )[0];

describe('contract offers and answers', () => {
  it('R3.29 a contract carries its period (D, W, M, H or every 5 minutes), and per tier the bet amount, net loss, active members and rate', async () => {
    for (const [kind, periods] of Object.entries(KIND_PERIODS) as [ContractKind, readonly string[]][]) {
      for (const period of periods) {
        const { top, sub } = await agentTeam(server);
        const tiers = [
          tier(1_000_00, 2, 40, kind === 'dividend' ? 500_00 : 0),
          tier(5_000_00, 5, 80, kind === 'dividend' ? 2_000_00 : 0),
        ];
        const made = await offer(server, top, { member: sub.username, kind, period, tiers });
        expect(made.success, `${kind} ${period}`).toBe(true);
        const listed = await api<{ given: Record<string, unknown>[] }>(server, {
          method: 'GET',
          url: `/wps/v2/agent/contracts?kind=${kind}`,
          token: top.token,
        });
        expect(listed.value.given, `${kind} ${period}`).toEqual([
          expect.objectContaining({
            id: made.value.id,
            kind,
            period,
            rateType: 'percent',
            tiers,
            status: 'pending',
          }),
        ]);
      }
    }
    // A period the kind does not settle by is refused by name.
    const { top, sub } = await agentTeam(server);
    const wrong = await offer(server, top, {
      member: sub.username,
      kind: 'hourlySalary',
      period: 'D',
      tiers: [tier(1_00, 1, 10)],
    });
    expect([wrong.code, wrong.errors?.[0]?.field]).toEqual(['VALIDATION', 'period']);
  });

  it('R6.8 R4.31 R3.27 R7.43 an agent offers, the downline sees it in the consolidated call and accepts', async () => {
    const { top, sub } = await agentTeam(server);
    const before = await consolidated(sub);
    expect(before.value).toMatchObject({ dailysalreqtype: 0, daily: true, salary: true, contract: true });
    const made = await offer(server, top, {
      member: sub.username,
      tiers: [tier(1_000_00, 1, 50), tier(5_000_00, 3, 100)],
    });
    expect(made.code).toBe('OK');
    expect(made.value.status).toBe('pending');
    expect((await consolidated(sub)).value.dailysalreqtype).toBe(1);
    const waiting = await pending(sub, 'dailySalary');
    expect(waiting.value.requests.map((r) => [r.type, r.contract.id])).toEqual([['offer', made.value.id]]);
    const res = await answer(server, sub, 'dailySalary', { contractId: made.value.id, answer: 'accept' });
    expect(res.value.contract.status).toBe('accepted');
    expect((await consolidated(sub)).value.dailysalreqtype).toBe(0);
  });

  it('R6.8 R4.31 the downline rejects an offer; a player gets the flags off and nothing waiting', async () => {
    const { top, sub, player } = await agentTeam(server);
    const made = await offer(server, top, {
      member: sub.username,
      kind: 'dividend',
      tiers: [tier(0, 1, 1000, 100_00)],
    });
    const res = await answer(server, sub, 'dividend', { contractId: made.value.id, answer: 'reject' });
    expect(res.value.contract.status).toBe('rejected');
    expect((await consolidated(player)).value).toMatchObject({
      divtypereq: 0,
      daily: false,
      hourly: false,
      salary: false,
      agentRealtimeSalary: false,
      contract: false,
    });
  });

  it('R7.44 R7.45 R7.48 R7.49 each relay answers the requests of its own product only', async () => {
    const { top, sub } = await agentTeam(server);
    for (const kind of Object.keys(RELAY_PATHS) as (keyof typeof RELAY_PATHS)[]) {
      const made = await offer(server, top, {
        member: sub.username,
        kind,
        tiers: [tier(100_00, 1, 10, kind === 'dividend' ? 10_00 : 0)],
      });
      expect(made.code, kind).toBe('OK');
      const other = kind === 'dividend' ? 'dailySalary' : 'dividend';
      const wrong = await answer(server, sub, other, { contractId: made.value.id, answer: 'accept' });
      expect(wrong.code, kind).toBe('NOT_FOUND');
      const right = await answer(server, sub, kind, { contractId: made.value.id, answer: 'accept' });
      expect(right.value.contract.status, kind).toBe('accepted');
    }
    expect((await consolidated(sub)).value).toMatchObject({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });
});

describe('bad input changes nothing', () => {
  it('refuses a tier table that does not increase, naming the tier', async () => {
    const { top, sub } = await agentTeam(server);
    const cases: [ReturnType<typeof tier>[], string][] = [
      [[tier(5_000_00, 1, 50), tier(1_000_00, 1, 100)], 'tiers.1.minBet'],
      [[tier(1_000_00, 1, 100), tier(5_000_00, 1, 100)], 'tiers.1.rate'],
      [[tier(1_000_00, 5, 50), tier(5_000_00, 2, 100)], 'tiers.1.activeMembers'],
      [[tier(1_000_00, 1, 0)], 'tiers.0.rate'],
      [[tier(1_000_00, 1, 50, 10_00)], 'tiers.0.netLoss'],
    ];
    for (const [tiers, field] of cases) {
      const res = await offer(server, top, { member: sub.username, tiers });
      expect(res.code, field).toBe('VALIDATION');
      expect(res.errors?.[0]?.field).toBe(field);
    }
    const [n] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM agent_contracts WHERE agent_id = $1',
      [top.memberId],
    );
    expect(n?.n).toBe(0);
  });

  it('refuses a rate above the agent’s own contract, and a top agent above the merchant’s ceiling', async () => {
    const { top, sub, subPlayer } = await agentTeam(server);
    // Top agent: aurora's ceiling for daily salary is 2 % (200 basis points).
    const above = await offer(server, top, {
      member: sub.username,
      tiers: [tier(100_00, 1, 150), tier(200_00, 1, 201)],
    });
    expect(above.errors?.[0]).toMatchObject({ field: 'tiers.1.rate' });
    const given = await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 120)] });
    await answer(server, sub, 'dailySalary', { contractId: given.value.id, answer: 'accept' });
    // The sub-agent's own rate is 1.2 %: it may not give 1.3 % to its own downline agent.
    const subAgent = await createTestMember(server.deps.db, { isAgent: 2, uplineId: sub.memberId });
    const tooMuch = await offer(server, sub, { member: subAgent.username, tiers: [tier(100_00, 1, 130)] });
    expect(tooMuch.code).toBe('VALIDATION');
    expect(tooMuch.errors?.[0]).toMatchObject({
      field: 'tiers.0.rate',
      message: 'must not be above your own rate',
    });
    // A player is not offered contracts; a sub-agent with no contract of a kind has none to share.
    expect(
      (await offer(server, sub, { member: subPlayer.username, tiers: [tier(1, 1, 10)] })).errors?.[0]?.field,
    ).toBe('member');
    const noOwn = await offer(server, sub, {
      member: subAgent.username,
      kind: 'hourlySalary',
      tiers: [tier(1, 1, 10)],
    });
    expect(noOwn.code).toBe('FORBIDDEN');
    const ok = await offer(server, sub, { member: subAgent.username, tiers: [tier(100_00, 1, 120)] });
    expect(ok.code).toBe('OK');
  });

  it('a contract answered twice, by the wrong member, or twenty times at once is answered once', async () => {
    const { top, sub, player } = await agentTeam(server);
    const made = await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 50)] });
    const id = made.value.id;
    expect((await answer(server, player, 'dailySalary', { contractId: id, answer: 'accept' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await answer(server, top, 'dailySalary', { contractId: id, answer: 'accept' })).code).toBe(
      'NOT_FOUND',
    );
    const stranger = await createTestMember(server.deps.db, { isAgent: 1 });
    expect((await answer(server, stranger, 'dailySalary', { contractId: id, answer: 'reject' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await statusOf(id))?.status).toBe('pending');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        answer(server, sub, 'dailySalary', { contractId: id, answer: i % 2 ? 'reject' : 'accept' }),
      ),
    );
    expect(answers.filter((a) => a.code === 'OK')).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 'OK').every((a) => a.code === 'CONFLICT')).toBe(true);
    const late = await answer(server, sub, 'dailySalary', { contractId: id, answer: 'reject' });
    expect(late.code).toBe('CONFLICT');
  });

  it('a second offer while one waits is refused; a contract of another merchant is unknown', async () => {
    const { top, sub } = await agentTeam(server);
    expect((await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 50)] })).code).toBe(
      'OK',
    );
    const twice = await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 60)] });
    expect(twice.code).toBe('CONFLICT');
    const jade = await agentTeam(server, 'jade');
    const jadeOffer = await api<{ id: number }>(server, {
      method: 'POST',
      url: '/wps/v2/agent/contracts',
      token: jade.top.token,
      merchant: 'jade',
      body: {
        member: jade.sub.username,
        kind: 'dividend',
        product: 'ALL',
        period: 'W',
        rateType: 'percent',
        tiers: [tier(0, 1, 100, 1_00)],
      },
    });
    expect(jadeOffer.code).toBe('OK');
    // The same agent type on aurora cannot answer or even see jade's contract.
    expect(
      (await answer(server, sub, 'dividend', { contractId: jadeOffer.value.id, answer: 'accept' })).code,
    ).toBe('NOT_FOUND');
  });
});

describe('the rate rule of spec §4 and termination', () => {
  it('R4.32 accepting a lower offer ends the downline contracts above it, after the higher-rate confirmation', async () => {
    const { top, sub } = await agentTeam(server);
    const first = await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 150)] });
    await answer(server, sub, 'dailySalary', { contractId: first.value.id, answer: 'accept' });
    const low = await createTestMember(server.deps.db, { isAgent: 2, uplineId: sub.memberId });
    const high = await createTestMember(server.deps.db, { isAgent: 2, uplineId: sub.memberId });
    const lowC = await offer(server, sub, { member: low.username, tiers: [tier(100_00, 1, 80)] });
    await answer(server, low, 'dailySalary', { contractId: lowC.value.id, answer: 'accept' });
    const highC = await offer(server, sub, { member: high.username, tiers: [tier(100_00, 1, 140)] });
    await answer(server, high, 'dailySalary', { contractId: highC.value.id, answer: 'accept' });

    const cut = await offer(server, top, { member: sub.username, tiers: [tier(100_00, 1, 100)] });
    expect((await pending(sub, 'dailySalary')).value.requests[0]?.endsDownlineContracts).toBe(1);
    const unconfirmed = await answer(server, sub, 'dailySalary', {
      contractId: cut.value.id,
      answer: 'accept',
    });
    expect(unconfirmed.code).toBe('CONFLICT');
    expect(unconfirmed.errors?.[0]?.field).toBe('confirmEndingDownlineContracts');
    expect((await statusOf(highC.value.id))?.status).toBe('accepted');
    expect((await statusOf(cut.value.id))?.status).toBe('pending');

    const confirmed = await answer(server, sub, 'dailySalary', {
      contractId: cut.value.id,
      answer: 'accept',
      confirmEndingDownlineContracts: true,
    });
    expect(confirmed.value).toMatchObject({ contract: { status: 'accepted' }, endedDownlineContracts: 1 });
    expect(await statusOf(highC.value.id)).toEqual({ status: 'finished', end_reason: 'uplineRate' });
    expect(await statusOf(lowC.value.id)).toEqual({ status: 'accepted', end_reason: null });
    expect(await statusOf(first.value.id)).toEqual({ status: 'finished', end_reason: 'replaced' });
  });

  it('R4.31 a termination request is confirmed or refused by the other party only', async () => {
    const { top, sub } = await agentTeam(server);
    const made = await offer(server, top, {
      member: sub.username,
      kind: 'hourlySalary',
      tiers: [tier(10_00, 1, 20)],
    });
    await answer(server, sub, 'hourlySalary', { contractId: made.value.id, answer: 'accept' });
    const ask = await api<{ status: string; terminateBy: string }>(server, {
      method: 'POST',
      url: '/wps/v2/agent/contracts/termination',
      token: top.token,
      body: { contractId: made.value.id },
    });
    expect(ask.value).toMatchObject({ status: 'terminating', terminateBy: 'agent' });
    expect((await consolidated(sub)).value.contracthoursalreq).toBe(2);
    // The asking party cannot answer its own request.
    expect(
      (await answer(server, top, 'hourlySalary', { contractId: made.value.id, answer: 'accept' })).code,
    ).toBe('NOT_FOUND');
    const keep = await answer(server, sub, 'hourlySalary', { contractId: made.value.id, answer: 'reject' });
    expect(keep.value.contract.status).toBe('accepted');
    await api(server, {
      method: 'POST',
      url: '/wps/v2/agent/contracts/termination',
      token: sub.token,
      body: { contractId: made.value.id },
    });
    const end = await answer(server, top, 'hourlySalary', { contractId: made.value.id, answer: 'accept' });
    expect(end.value.contract).toMatchObject({ status: 'terminated', endReason: 'terminated' });
  });
});
