import { Type, type Static } from '@sinclair/typebox';
import { CONTRACT_KINDS } from '@schemas/api/agent-rules';

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
