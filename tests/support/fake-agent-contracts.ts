import type { ResponseOf } from '@schemas/api/endpoint';
import { tierProblem, type ContractKind } from '@schemas/api/agent-rules';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  listAgentContracts,
  listContractPayments,
  offerAgentContract,
  terminateAgentContract,
} from '../../src/api/endpoints';

type Contract = ResponseOf<typeof offerAgentContract>;

const base = { createdAt: '2026-11-20T09:30:00.000Z', answeredAt: '2026-11-20T10:00:00.000Z' };

/** The demo agent's contracts: a dividend from its upline, one it gave its sub-agent. */
export function fakeContracts(): Contract[] {
  return [
    {
      ...base,
      id: 1,
      kind: 'dividend',
      product: 'ALL',
      period: 'W',
      rateType: 'percent',
      status: 'accepted',
      agent: 'topagent',
      member: 'demoagent',
      tiers: [{ minBet: 1_000_00, netLoss: 100_00, activeMembers: 1, rate: 3000 }],
    },
    {
      ...base,
      id: 2,
      kind: 'dividend',
      product: 'ALL',
      period: 'W',
      rateType: 'percent',
      status: 'accepted',
      agent: 'demoagent',
      member: 'demosubagent',
      tiers: [
        { minBet: 1_000_00, netLoss: 100_00, activeMembers: 1, rate: 1000 },
        { minBet: 10_000_00, netLoss: 1_000_00, activeMembers: 3, rate: 2000 },
      ],
    },
  ];
}

/**
 * The agent-side contract calls answered like the platform: lists by kind, offers checked
 * with the shared tier rule, the rate ceiling of the agent's own contract, one waiting
 * offer per member and product, and termination requests of running contracts.
 */
export function withAgentContractsApi(api: FakeApiClient, opts: { empty?: boolean } = {}) {
  const rows = opts.empty ? [] : fakeContracts();
  const mine = (kind: ContractKind) => rows.filter((c) => c.kind === kind);
  const payments: ResponseOf<typeof listContractPayments>['items'] = opts.empty
    ? []
    : [
        {
          id: 1,
          contractId: 2,
          kind: 'dividend',
          product: 'ALL',
          direction: 'paid',
          counterparty: 'demosubagent',
          periodStart: '2026-11-16T00:00:00.000Z',
          periodEnd: '2026-11-23T00:00:00.000Z',
          validBet: 12_000_00,
          netLoss: 1_500_00,
          activeMembers: 3,
          rateType: 'percent',
          rate: 2000,
          amount: 300_00,
          status: 'paid',
          settledAt: '2026-11-23T00:00:30.000Z',
        },
        {
          id: 2,
          contractId: 1,
          kind: 'dividend',
          product: 'ALL',
          direction: 'received',
          counterparty: 'topagent',
          periodStart: '2026-11-16T00:00:00.000Z',
          periodEnd: '2026-11-23T00:00:00.000Z',
          validBet: 20_000_00,
          netLoss: 2_000_00,
          activeMembers: 5,
          rateType: 'percent',
          rate: 3000,
          amount: 600_00,
          status: 'paid',
          settledAt: '2026-11-23T00:00:31.000Z',
        },
      ];
  return api
    .on(listContractPayments, ({ kind }) => {
      const items = payments.filter((p) => p.kind === kind);
      const sum = (d: string) => items.filter((p) => p.direction === d).reduce((s, p) => s + p.amount, 0);
      return { items, total: items.length, totalPaid: sum('paid'), totalReceived: sum('received') };
    })
    .on(listAgentContracts, ({ kind }) => ({
      own: mine(kind).filter((c) => c.member === 'demoagent'),
      given: mine(kind).filter((c) => c.agent === 'demoagent'),
    }))
    .on(offerAgentContract, (input) => {
      if (input.member !== 'demosubagent')
        throw new CallError('NOT_FOUND', 'Not a direct downline of yours', 404, [
          { field: 'member', message: 'is not a direct downline of yours' },
        ]);
      const problem = tierProblem(input.tiers, input.kind, input.rateType);
      if (problem) throw new CallError('VALIDATION', problem.message, 400, [problem]);
      const own = rows.find(
        (c) => c.member === 'demoagent' && c.kind === input.kind && c.status === 'accepted',
      );
      const ceiling = own ? Math.max(...own.tiers.map((t) => t.rate)) : 5000;
      const i = input.tiers.findIndex((t) => t.rate > ceiling);
      if (i >= 0)
        throw new CallError('VALIDATION', 'must not be above your own rate', 400, [
          { field: `tiers.${i}.rate`, message: 'must not be above your own rate' },
        ]);
      if (
        rows.some(
          (c) =>
            c.member === input.member &&
            c.kind === input.kind &&
            c.product === input.product &&
            c.status === 'pending',
        )
      )
        throw new CallError('CONFLICT', 'An offer already waits', 409, [
          { field: 'member', message: 'waits' },
        ]);
      const made: Contract = {
        ...input,
        id: rows.length + 1,
        status: 'pending',
        agent: 'demoagent',
        member: input.member,
        createdAt: new Date().toISOString(),
      };
      rows.push(made);
      return made;
    })
    .on(terminateAgentContract, ({ contractId }) => {
      const c = rows.find((r) => r.id === contractId);
      if (!c)
        throw new CallError('NOT_FOUND', 'No such contract of yours', 404, [
          { field: 'contractId', message: 'x' },
        ]);
      if (c.status !== 'accepted')
        throw new CallError('CONFLICT', 'Ending this contract was already asked for', 409, [
          { field: 'contractId', message: 'already' },
        ]);
      c.status = 'terminating';
      c.terminateBy = c.member === 'demoagent' ? 'member' : 'agent';
      return { ...c };
    });
}
