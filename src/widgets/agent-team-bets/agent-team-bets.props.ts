import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent team betting';
export const description =
  'personalHistoryCopy (Team betting): the rounds of the agent’s team over at most 30 days with account, direct superior, order no., game, stake, valid bet, win, P&L and status, filtered by member and game type, paged, with totals by game type.';

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
