import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import { listAgentTeam, promoteDownline, transferToDownline } from '../../src/api/endpoints';

type Team = ResponseOf<typeof listAgentTeam>;
type Row = Team['items'][number];

const row = (
  username: string,
  depth: number,
  upline: string,
  balance: number,
  over: Partial<Row> = {},
): Row => ({
  username,
  nickname: username,
  isAgent: 0,
  depth,
  upline,
  balance,
  status: 'active',
  lastLoginAt: '2026-11-20T09:30:00.000Z',
  joinedAt: '2026-10-01T08:00:00.000Z',
  ...over,
});

/** A two-level team: a sub-agent with players of its own, direct players, one disabled. */
export function fakeTeamRows(): Row[] {
  return [
    row('demodown1', 1, 'demoagent', 512_00),
    row('demodown2', 1, 'demoagent', 0, { status: 'frozen' }),
    row('demosubagent', 1, 'demoagent', 75_50, { isAgent: 2 }),
    row('demosubdown1', 2, 'demosubagent', 1_230_25),
    row('demosubdown2', 2, 'demosubagent', 40_00, { lastLoginAt: undefined }),
  ].map((r) => {
    if (r.lastLoginAt === undefined) delete r.lastLoginAt;
    return r;
  });
}

/**
 * The team-management calls, answered like the platform: search by part of a username,
 * paging, a transfer that moves money between the agent's wallet and the rows once
 * per idempotency key, refusing more than the agent holds, and promotion of a direct
 * downline player to sub-agent.
 */
export function withAgentTeamApi(
  api: FakeApiClient,
  opts: { empty?: boolean; available?: number; canPromote?: boolean } = {},
) {
  const canPromote = opts.canPromote ?? true;
  const rows = opts.empty ? [] : fakeTeamRows();
  let available = opts.available ?? 2_000_00;
  const done = new Map<string, ResponseOf<typeof transferToDownline>>();
  return api
    .on(listAgentTeam, (q) => {
      const hits = rows.filter((r) => !q.search || r.username.includes(q.search.toLowerCase()));
      const from = (q.page - 1) * q.pageSize;
      return {
        items: hits.slice(from, from + q.pageSize).map((r) => ({ ...r })),
        total: hits.length,
        totalBalance: hits.reduce((s, r) => s + r.balance, 0),
        available,
        minAmount: 1_00,
        maxAmount: 1_000_000_00,
        canPromote,
      };
    })
    .on(promoteDownline, (input) => {
      const to = rows.find((r) => r.username === input.member.toLowerCase() && r.depth === 1);
      if (!to)
        throw new CallError('NOT_FOUND', 'Not a direct downline of yours', 404, [
          { field: 'member', message: 'is not a direct downline of yours' },
        ]);
      if (to.isAgent !== 0)
        throw new CallError('CONFLICT', 'This member is already an agent', 409, [
          { field: 'member', message: 'This member is already an agent' },
        ]);
      if (!canPromote)
        throw new CallError('AGENT_LEVEL_LIMIT', 'Agents at your level cannot make agents', 403, [
          { field: 'member', message: 'cannot be made an agent at your level' },
        ]);
      to.isAgent = 2;
      return { member: to.username, isAgent: 2 };
    })
    .on(transferToDownline, (input) => {
      const first = done.get(input.idempotencyKey);
      if (first) return { ...first, replayed: true };
      if (input.paymentPassword !== '246810')
        throw new CallError('BAD_CREDENTIALS', 'The payment password is wrong', 401, [
          { field: 'paymentPassword', message: 'is wrong' },
        ]);
      const to = rows.find((r) => r.username === input.member.toLowerCase());
      if (!to)
        throw new CallError('NOT_FOUND', 'Not in your team', 404, [
          { field: 'member', message: 'is not in your team' },
        ]);
      const amount = Math.round(Number(input.amount) * 100);
      if (amount > available)
        throw new CallError('INSUFFICIENT_FUNDS', 'Insufficient balance', 409, [
          { field: 'amount', message: 'is more than the balance' },
        ]);
      available -= amount;
      to.balance += amount;
      const answer = {
        transactionId: done.size + 1,
        amount,
        balance: available,
        member: to.username,
        replayed: false,
      };
      done.set(input.idempotencyKey, answer);
      return answer;
    });
}
