import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Offer time-outs (24 hours to 6 weeks). */
    timeOut: Type.Boolean({ default: true }),
    /** Offer self-exclusion (6 months, 1 year, 5 years, indefinite). */
    selfExclusion: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type TakeABreakProps = Static<typeof propsSchema>;
