import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show a bar of each day's profit beside the numbers. */
    showBars: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type ProfitLossProps = Static<typeof propsSchema>;
