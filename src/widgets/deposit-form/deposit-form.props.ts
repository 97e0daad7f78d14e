import { Type, type Static } from '@sinclair/typebox';

export const title = 'Deposit';
export const description =
  'depositv2: choose a deposit channel of the merchant, an amount within its limits, and follow the request from pending to approved or rejected.';

export const propsSchema = Type.Object(
  {
    quickAmounts: Type.Array(Type.Number({ exclusiveMinimum: 0 }), {
      default: [100, 500, 1000, 5000],
      maxItems: 8,
      description:
        'Amounts offered as one-tap buttons, in whole currency units (not cents), at most 8; amounts outside a payment channel’s limits are hidden. Left out: 100, 500, 1000 and 5000.',
      examples: [
        [100, 500, 1000, 5000],
        [50, 200, 1000],
      ],
    }),
  },
  { additionalProperties: false },
);

export type DepositFormProps = Static<typeof propsSchema>;
