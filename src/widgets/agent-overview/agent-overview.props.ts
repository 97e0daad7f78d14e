import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showCharts: Type.Boolean({
      default: true,
      description:
        'Draw the by-day charts of valid bet and team profit and loss (each can also be read as a table). Left out: drawn.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type AgentOverviewProps = Static<typeof propsSchema>;
