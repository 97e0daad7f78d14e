import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  answerDailySalaryRequest,
  answerDividendRequest,
  getConsolidatedInfo,
  getDailySalaryRequests,
  getDividendRequests,
} from '../../src/api/endpoints';

type Request = ResponseOf<typeof getDividendRequests>['requests'][number];

const at = '2026-11-20T09:30:00.000Z';

/**
 * What waits for the demo sub-agent: a daily salary offer for all games, a dividend offer
 * for LIVE whose acceptance ends one of its own team contracts, and its upline's request
 * to end the running RNG dividend.
 */
export function fakeRequests(): { dailySalary: Request[]; dividend: Request[] } {
  const contract = {
    agent: 'demoagent',
    member: 'demosubagent',
    createdAt: at,
    rateType: 'percent' as const,
  };
  return {
    dailySalary: [
      {
        type: 'offer',
        endsDownlineContracts: 0,
        contract: {
          ...contract,
          id: 11,
          kind: 'dailySalary',
          product: 'ALL',
          period: 'D',
          status: 'pending',
          tiers: [{ minBet: 1_000_00, netLoss: 0, activeMembers: 1, rate: 100 }],
        },
      },
    ],
    dividend: [
      {
        type: 'offer',
        endsDownlineContracts: 1,
        contract: {
          ...contract,
          id: 12,
          kind: 'dividend',
          product: 'LIVE',
          period: 'W',
          status: 'pending',
          tiers: [{ minBet: 500_00, netLoss: 50_00, activeMembers: 1, rate: 500 }],
        },
      },
      {
        type: 'termination',
        endsDownlineContracts: 0,
        contract: {
          ...contract,
          id: 13,
          kind: 'dividend',
          product: 'RNG',
          period: 'W',
          status: 'terminating',
          terminateBy: 'agent',
          tiers: [{ minBet: 100_00, netLoss: 10_00, activeMembers: 1, rate: 800 }],
        },
      },
    ],
  };
}

/**
 * The consolidated call and two relays answered like the platform: the flags follow what
 * still waits, an answer takes its request away once, and accepting an offer that ends
 * team contracts is refused until confirmed.
 */
export function withContractRequestsApi(api: FakeApiClient, opts: { none?: boolean } = {}) {
  const waits = opts.none ? { dailySalary: [], dividend: [] } : fakeRequests();
  const flag = (list: Request[]) => (list.length === 0 ? 0 : list[0]?.type === 'offer' ? 1 : 2);
  const answer =
    (list: Request[]) =>
    (input: {
      contractId: number;
      answer: 'accept' | 'reject';
      confirmEndingDownlineContracts?: boolean;
    }) => {
      const i = list.findIndex((r) => r.contract.id === input.contractId);
      const r = list[i];
      if (!r)
        throw new CallError('CONFLICT', 'This request was already answered', 409, [
          { field: 'contractId', message: 'already answered' },
        ]);
      if (
        r.type === 'offer' &&
        input.answer === 'accept' &&
        r.endsDownlineContracts > 0 &&
        !input.confirmEndingDownlineContracts
      )
        throw new CallError(
          'CONFLICT',
          'confirm',
          409,
          [{ field: 'confirmEndingDownlineContracts', message: 'confirm' }],
          { endsDownlineContracts: r.endsDownlineContracts },
        );
      list.splice(i, 1);
      const status =
        r.type === 'offer'
          ? input.answer === 'accept'
            ? 'accepted'
            : 'rejected'
          : input.answer === 'accept'
            ? 'terminated'
            : 'accepted';
      return {
        contract: { ...r.contract, status },
        endedDownlineContracts: input.confirmEndingDownlineContracts ? r.endsDownlineContracts : 0,
      } as ResponseOf<typeof answerDividendRequest>;
    };
  return api
    .on(getConsolidatedInfo, () => ({
      dailysalreqtype: flag(waits.dailySalary),
      divtypereq: flag(waits.dividend),
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      daily: true,
      hourly: false,
      salary: true,
      agentRealtimeSalary: false,
      contract: true,
    }))
    .on(getDailySalaryRequests, () => ({ requests: [...waits.dailySalary] }))
    .on(getDividendRequests, () => ({ requests: [...waits.dividend] }))
    .on(answerDailySalaryRequest, answer(waits.dailySalary))
    .on(answerDividendRequest, answer(waits.dividend));
}
