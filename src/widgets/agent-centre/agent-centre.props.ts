import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showSummary: Type.Boolean({
      default: true,
      description: 'Show the agent’s name and team size above the agent menu. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type AgentCentreProps = Static<typeof propsSchema>;
