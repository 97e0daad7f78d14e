import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Quick amounts offered as chips, in major units; those outside a channel's limits are hidden. */
    quickAmounts: Type.Array(Type.Number({ exclusiveMinimum: 0 }), {
      default: [100, 500, 1000, 5000],
      maxItems: 8,
    }),
  },
  { additionalProperties: false },
);

export type DepositFormProps = Static<typeof propsSchema>;
