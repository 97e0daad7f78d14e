import { Type, type Static } from '@sinclair/typebox';

export const title = 'Withdraw';
export const description =
  'withdraw: bind a bank card or address, withdraw from the main wallet with the payment password, and confirm the receipt of each payment (received, not received with proof images, all received).';

export const propsSchema = Type.Object(
  {
    accountKinds: Type.Array(
      Type.Union([Type.Literal('bank'), Type.Literal('ewallet'), Type.Literal('crypto')]),
      {
        default: ['bank', 'ewallet'],
        minItems: 1,
        uniqueItems: true,
        description:
          'Which kinds of payout account members may add: `bank` (bank account), `ewallet`, `crypto` (crypto wallet). Left out: bank and ewallet.',
        examples: [
          ['bank', 'ewallet'],
          ['bank', 'ewallet', 'crypto'],
        ],
      },
    ),
  },
  { additionalProperties: false },
);

export type WithdrawFormProps = Static<typeof propsSchema>;
