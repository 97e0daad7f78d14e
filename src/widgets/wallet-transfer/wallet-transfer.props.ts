import { Type, type Static } from '@sinclair/typebox';

export const title = 'My wallet';
export const description =
  'transferFund: the main wallet and each vendor wallet with balances; transfers by amount, all in / all out, and recall all (GCS_walletTransfer).';

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
