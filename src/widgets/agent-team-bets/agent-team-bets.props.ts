import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'How many betting rounds each page of the team’s bets shows (5 to 100). Left out: 20.',
      examples: [20, 50],
    }),
  },
  { additionalProperties: false },
);

export type AgentTeamBetsProps = Static<typeof propsSchema>;
