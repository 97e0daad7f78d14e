import { Type, type Static } from '@sinclair/typebox';
import { CONTRACT_KINDS } from '@schemas/api/agent-rules';

export const title = 'Agent contracts';
export const description =
  'agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: the agent’s own contract of one product and those it gave its direct downline agents, with their tiers and states, a request to end a running one, and the form that offers one with increasing tiers.';

export const propsSchema = Type.Object(
  {
    kind: Type.Unsafe<(typeof CONTRACT_KINDS)[number]>({
      type: 'string',
      enum: [...CONTRACT_KINDS],
      description:
        'Which contract product this page shows: `dividend`, `dailySalary`, `hourlySalary` or `realtimeSalary`. Required.',
      examples: ['dividend', 'dailySalary'],
    }),
    allowOffer: Type.Boolean({
      default: true,
      description:
        'Show the form with which the agent offers this contract to a direct downline agent. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type AgentContractsProps = Static<typeof propsSchema>;
