import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Draw the by-day charts (valid bet, team profit and loss); each can also be read as a table. */
    showCharts: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type AgentOverviewProps = Static<typeof propsSchema>;
