import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent centre';
export const description =
  'The agent-centre popup (spec §2): the site’s agentCentre pages in menu order, each shown only while its module is on and, for dividend and salaries, its consolidated flag; one page at a time, for agents (isAgent 1, 2, 41, 42) only.';

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
