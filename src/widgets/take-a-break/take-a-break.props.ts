import { Type, type Static } from '@sinclair/typebox';

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
