import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showRecall: Type.Boolean({
      default: true,
      description:
        'Offer “Recall all”, which moves the money of every vendor wallet back to the main wallet in one step. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type WalletTransferProps = Static<typeof propsSchema>;
