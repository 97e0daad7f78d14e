import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent team overview';
export const description =
  'agentTeamOverview: the agent’s team size, new and active members, deposits, withdrawals, valid bet and team profit and loss over the last 7 or 30 days (or a chosen range), with charts by day that also read as tables.';

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
