import { Type, type Static } from '@sinclair/typebox';

export const title = 'Winners board';
export const description =
  'The latest real wins on this site’s games (player masked, game, prize), refreshed every half minute.';

export const propsSchema = Type.Object(
  {
    count: Type.Integer({
      minimum: 3,
      maximum: 20,
      default: 10,
      description: 'How many recent wins to list (3 to 20). Left out: 10.',
      examples: [10, 15],
    }),
    refreshSeconds: Type.Integer({
      minimum: 10,
      maximum: 600,
      default: 30,
      description: 'Seconds between refreshes of the list (10 to 600). Left out: 30.',
      examples: [30, 60],
    }),
  },
  { additionalProperties: false },
);

export type WinnersBoardProps = Static<typeof propsSchema>;
