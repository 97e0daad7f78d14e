import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Offer "recall all": every vendor wallet back to main in one step. */
    showRecall: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type WalletTransferProps = Static<typeof propsSchema>;
