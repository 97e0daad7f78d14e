import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Which kinds of payout account members may bind. */
    accountKinds: Type.Array(
      Type.Union([Type.Literal('bank'), Type.Literal('ewallet'), Type.Literal('crypto')]),
      {
        default: ['bank', 'ewallet'],
        minItems: 1,
        uniqueItems: true,
      },
    ),
  },
  { additionalProperties: false },
);

export type WithdrawFormProps = Static<typeof propsSchema>;
