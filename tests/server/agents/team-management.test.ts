import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/accounts';
import { agentTeam } from '../../support/agents';
import { createTestMember, type TestMember } from '../../support/members';
import {
  balance,
  clientKey,
  expectLedgerSound,
  fund,
  givePaymentPassword,
  transactionCount,
} from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface TeamList {
  items: {
    username: string;
    depth: number;
    upline: string;
    balance: number;
    status: string;
    lastLoginAt?: string;
  }[];
  total: number;
  totalBalance: number;
  available: number;
}

const list = (agent: TestMember, query: Record<string, unknown> = {}) =>
  api<TeamList>(server, { method: 'GET', url: '/wps/v2/agent/team', token: agent.token, body: query });

const send = (agent: TestMember, body: Record<string, unknown>) =>
  api<{ transactionId: number; amount: number; balance: number; member: string; replayed: boolean }>(server, {
    method: 'POST',
    url: '/wps/v2/agent/team/transfer',
    token: agent.token,
    body: { paymentPassword: '246810', idempotencyKey: clientKey(), ...body },
  });

/** A team whose top agent holds 500.00 and a payment password. */
async function fundedTeam() {
  const team = await agentTeam(server);
  await fund(server.deps.db, team.top, 500_00);
  await givePaymentPassword(server.deps.db, team.top);
  return team;
}

describe('team management (downlineManagmentView)', () => {
  it('R2.81 lists the whole team with balance, last login and status, searchable and paged, nothing outside it', async () => {
    const { top, sub, subPlayer, player } = await agentTeam(server);
    const other = await agentTeam(server);
    await fund(server.deps.db, player, 12_50);
    await fund(server.deps.db, subPlayer, 7_00);
    await server.deps.db.query("UPDATE members SET last_login_at = now(), status = 'frozen' WHERE id = $1", [
      player.memberId,
    ]);

    const all = await list(top);
    expect(all.code).toBe('OK');
    expect(all.value.total).toBe(3);
    expect(all.value.totalBalance).toBe(19_50);
    // Direct downlines first, then the next level.
    expect(all.value.items.map((r) => [r.username, r.depth])).toEqual([
      ...[sub, player].map((m) => [m.username, 1]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [subPlayer.username, 2],
    ]);
    const p = all.value.items.find((r) => r.username === player.username);
    expect(p).toMatchObject({ balance: 12_50, status: 'frozen', upline: top.username });
    expect(p?.lastLoginAt).toBeDefined();
    expect(all.value.items.find((r) => r.username === subPlayer.username)?.upline).toBe(sub.username);
    const strangers = [other.top, other.sub, other.player, other.subPlayer].map((m) => m.username);
    expect(all.value.items.some((r) => strangers.includes(r.username))).toBe(false);

    const found = await list(top, { search: subPlayer.username.slice(-5).toUpperCase() });
    expect(found.value.items.map((r) => r.username)).toEqual([subPlayer.username]);
    expect((await list(top, { search: other.player.username })).value.total).toBe(0);
    expect((await list(top, { search: '%' })).value.total).toBe(0);
    expect((await list(top, { directOnly: true })).value.total).toBe(2);
    const page2 = await list(top, { page: 2, pageSize: 2 });
    expect(page2.value).toMatchObject({ total: 3, items: [{ username: subPlayer.username }] });
    // A sub-agent sees its own team only.
    expect((await list(sub)).value.items.map((r) => r.username)).toEqual([subPlayer.username]);
    expect((await list(await createTestMember(server.deps.db))).code).toBe('NOT_AGENT');
  });

  it('R6.9 an agent transfers to a member of its team with the payment password, through the ledger', async () => {
    const { top, subPlayer } = await fundedTeam();
    const res = await send(top, {
      member: subPlayer.username.toUpperCase(),
      amount: '120.50',
      remark: 'Float',
    });
    expect(res.code).toBe('OK');
    expect(res.value).toMatchObject({
      amount: 120_50,
      balance: 379_50,
      member: subPlayer.username,
      replayed: false,
    });
    expect(await balance(server.deps.db, subPlayer)).toBe(120_50);
    expect(await balance(server.deps.db, top)).toBe(379_50);
    const [tx] = await server.deps.db.query<{ kind: string; memo: { remark?: string } }>(
      'SELECT kind, memo FROM ledger_transactions WHERE id = $1',
      [res.value.transactionId],
    );
    expect(tx).toMatchObject({ kind: 'transfer.downline', memo: { remark: 'Float' } });
    expect((await list(top)).value.available).toBe(379_50);
    await expectLedgerSound(server.deps.db, top.merchantId);
  });

  it('R6.9 R2.85 each transfer is its own line in Transaction details, with its own order no. and the agent’s note', async () => {
    const { top, player } = await fundedTeam();
    const first = await send(top, { member: player.username, amount: '1.00', remark: 'Float one' });
    const second = await send(top, { member: player.username, amount: '2.00', remark: 'Float two' });
    const day = new Date().toISOString().slice(0, 10);
    const res = await api<{ items: { username: string; orderNo: string; remark: string; amount: number }[] }>(
      server,
      {
        method: 'GET',
        url: '/wps/v2/agent/transactions',
        token: top.token,
        body: {
          startDate: day,
          endDate: day,
          utcOffset: 0,
          page: 1,
          pageSize: 20,
          username: player.username,
        },
      },
    );
    expect(res.value.items.map((r) => [r.orderNo, r.remark, r.amount])).toEqual([
      [`TX${second.value.transactionId}`, 'Float two', 2_00],
      [`TX${first.value.transactionId}`, 'Float one', 1_00],
    ]);
  });

  it('R6.9 moves money once for a repeated key, answers the first answer again and refuses the key for another request', async () => {
    const { top, player, sub } = await fundedTeam();
    const key = clientKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(top, { member: player.username, amount: '10', idempotencyKey: key }),
      ),
    );
    expect(answers.every((a) => a.code === 'OK')).toBe(true);
    expect(new Set(answers.map((a) => a.value.transactionId)).size).toBe(1);
    expect(await balance(server.deps.db, player)).toBe(10_00);
    const again = await send(top, { member: player.username, amount: '10', idempotencyKey: key });
    expect(again.value.transactionId).toBe(answers[0]?.value.transactionId);
    expect(again.replayed).toBe(true);
    const other = await send(top, { member: sub.username, amount: '10', idempotencyKey: key });
    expect(other.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(other.errors?.[0]?.field).toBe('idempotencyKey');
    expect(await balance(server.deps.db, top)).toBe(490_00);
    expect(await balance(server.deps.db, sub)).toBe(0);
  });

  it('R6.9 refuses above the balance, outside the team, a wrong payment password and bad amounts; nothing moves', async () => {
    const { top, sub, player } = await fundedTeam();
    const other = await agentTeam(server);
    const lonely = await createTestMember(server.deps.db);
    await fund(server.deps.db, sub, 50_00);
    await givePaymentPassword(server.deps.db, sub);
    const before = await transactionCount(server.deps.db, top.merchantId);
    const above = await send(top, { member: player.username, amount: '500.01' });
    expect(above.code).toBe('INSUFFICIENT_FUNDS');
    for (const stranger of [other.player, other.top, lonely, top]) {
      const r = await send(top, { member: stranger.username, amount: '1' });
      expect(r.code, stranger.username).toBe('NOT_FOUND');
      expect(r.errors?.[0]?.field).toBe('member');
    }
    // A sub-agent cannot send to its upline's other downlines.
    expect((await send(sub, { member: player.username, amount: '1' })).code).toBe('NOT_FOUND');
    expect((await send(top, { member: player.username, amount: '1', paymentPassword: '000001' })).code).toBe(
      'BAD_CREDENTIALS',
    );
    for (const amount of ['0', '-3', '1.234', 'abc']) {
      const r = await send(top, { member: player.username, amount });
      expect(r.code, amount).toBe('VALIDATION');
      expect(r.errors?.[0]?.field).toBe('amount');
    }
    expect(
      (await send(top, { member: player.username, amount: '1', remark: 'x'.repeat(141) })).errors?.[0]?.field,
    ).toBe('remark');
    await server.deps.db.query("UPDATE members SET status = 'frozen' WHERE id = $1", [player.memberId]);
    expect((await send(top, { member: player.username, amount: '1' })).code).toBe('FORBIDDEN');
    expect(await transactionCount(server.deps.db, top.merchantId)).toBe(before);
    expect(await balance(server.deps.db, top)).toBe(500_00);
    expect(await balance(server.deps.db, player)).toBe(0);
    const notAgent = await createTestMember(server.deps.db);
    expect((await send(notAgent, { member: player.username, amount: '1' })).code).toBe('NOT_AGENT');
  });

  it('R6.9 fifty transfers at once never spend more than the balance', async () => {
    const { top, player } = await fundedTeam();
    // At most five payment passwords are checked at once per member (guessing-limits.md): the
    // others of a burst are told to try again (BUSY), never that payments are locked. 120.00 a
    // time makes the five that reach the ledger together race for four transfers' worth of
    // 500.00, so the first bursts decide.
    let ok = 0;
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => send(top, { member: player.username, amount: '120' })),
      );
      ok += answers.filter((a) => a.code === 'OK').length;
      expect(answers.every((a) => ['OK', 'INSUFFICIENT_FUNDS', 'BUSY'].includes(a.code))).toBe(true);
      if (answers.some((a) => a.code === 'INSUFFICIENT_FUNDS')) break;
    }
    expect(ok).toBe(4); // 4 × 120.00 = 480.00 ≤ 500.00 < 5 × 120.00
    expect(await balance(server.deps.db, player)).toBe(ok * 120_00);
    expect(await balance(server.deps.db, top)).toBe(500_00 - ok * 120_00);
    await expectLedgerSound(server.deps.db, top.merchantId);
  });
});
