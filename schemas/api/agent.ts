import { Type } from '@sinclair/typebox';
import { ContractRequestSchema, ContractSchema } from './agent-shapes';
import { defineEndpoint, NoInput } from './endpoint';

const ReqType = Type.Integer({
  minimum: 0,
  maximum: 2,
  description: '0 nothing waits; 1 a new offer waits for the member’s answer; 2 a termination request does.',
});

export const getConsolidatedInfo = defineEndpoint({
  id: 'agent.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  token: true,
  encrypted: false,
  summary:
    'Consolidated agent info (spec §3, §7 R3.27, R7.43): pending contract requests by product and the flags that open the dividend and salary pages.',
  request: NoInput,
  response: Type.Object({
    /** Daily salary request waiting. */
    dailysalreqtype: ReqType,
    /** Dividend request waiting. */
    divtypereq: ReqType,
    /** Hourly salary request waiting. */
    contracthoursalreq: ReqType,
    /** Real-time salary request waiting. */
    realtimesalreqtype: ReqType,
    /** Daily salary contracts are on for this member (agentDailyWages2). */
    daily: Type.Boolean(),
    /** Hourly salary contracts are on for this member (agentHourSalary). */
    hourly: Type.Boolean(),
    /** Some salary contract (daily, hourly or real-time) is on for this member. */
    salary: Type.Boolean(),
    /** Real-time salary contracts are on for this member (agentRealtimeSalary). */
    agentRealtimeSalary: Type.Boolean(),
    /** Dividend contracts are on for this member (agentDividendRecordCopy2). */
    contract: Type.Boolean(),
  }),
});

const AnswerRequest = Type.Object(
  {
    contractId: Type.Integer({ minimum: 1 }),
    /** accept: take the offer, or agree to end the contract; reject: refuse the offer, or keep the contract. */
    answer: Type.Union([Type.Literal('accept'), Type.Literal('reject')]),
    /**
     * Accepting an offer whose rate is below what the member gives some of its own downlines
     * ends those contracts (spec §4); the member confirms that first.
     */
    confirmEndingDownlineContracts: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const AnswerResponse = Type.Object({
  contract: ContractSchema,
  /** Downline contracts that ended because their rate was above the accepted offer. */
  endedDownlineContracts: Type.Integer(),
});

const PendingResponse = Type.Object({ requests: Type.Array(ContractRequestSchema) });

/** The four relays: GET reads what waits for the member's answer, POST answers it (docs/decisions/agent-contracts.md). */
function relay(id: string, path: string, what: string) {
  return [
    defineEndpoint({
      id: `agent.${id}.pending`,
      method: 'GET',
      path,
      token: true,
      encrypted: false,
      summary: `${what}: the offers and termination requests that wait for the member’s answer.`,
      request: NoInput,
      response: PendingResponse,
    }),
    defineEndpoint({
      id: `agent.${id}.answer`,
      method: 'POST',
      path,
      token: true,
      encrypted: false,
      summary: `${what}: accept or reject an offer, or agree to or refuse a termination request.`,
      request: AnswerRequest,
      response: AnswerResponse,
    }),
  ] as const;
}

export const [getDividendRequests, answerDividendRequest] = relay(
  'dividend',
  '/wps/relay/MCS2_processDividendReq',
  'Dividend contract (R7.44)',
);
export const [getDailySalaryRequests, answerDailySalaryRequest] = relay(
  'dailySalary',
  '/wps/relay/MCS2_processDailySalContract',
  'Daily salary contract (R7.45)',
);
export const [getHourlySalaryRequests, answerHourlySalaryRequest] = relay(
  'hourlySalary',
  '/wps/relay/MCS2_processContractHourSalary',
  'Hourly salary contract (R7.48)',
);
export const [getRealtimeSalaryRequests, answerRealtimeSalaryRequest] = relay(
  'realtimeSalary',
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'Real-time salary contract (R7.49)',
);

export const agentEndpoints = [
  getConsolidatedInfo,
  getDividendRequests,
  answerDividendRequest,
  getDailySalaryRequests,
  answerDailySalaryRequest,
  getHourlySalaryRequests,
  answerHourlySalaryRequest,
  getRealtimeSalaryRequests,
  answerRealtimeSalaryRequest,
] as const;
