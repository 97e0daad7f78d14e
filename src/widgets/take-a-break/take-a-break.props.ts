import { Type, type Static } from '@sinclair/typebox';

export const title = 'Time-out and self-exclusion';
export const description =
  'Player protection: the member takes a time-out (24 hours to 6 weeks) or excludes themselves (6 months, 1 year, 5 years, indefinite); it holds at once, ends every session, refuses logins and cannot be undone early (docs/player-protection.md). Switchable per merchant with platform.json protection.timeOut / protection.selfExclusion.';

export const propsSchema = Type.Object(
  {
    timeOut: Type.Boolean({
      default: true,
      description: 'Offer time-outs (24 hours to 6 weeks). Left out: offered.',
      examples: [false],
    }),
    selfExclusion: Type.Boolean({
      default: true,
      description: 'Offer self-exclusion (6 months, 1 year, 5 years or indefinitely). Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type TakeABreakProps = Static<typeof propsSchema>;
