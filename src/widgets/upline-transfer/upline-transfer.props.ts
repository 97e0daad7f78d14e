import { Type, type Static } from '@sinclair/typebox';

export const title = 'Transfer to upline';
export const description =
  'transferUpline: a player sends money from the main wallet to their upline agent with the payment password (R6.9).';

export const propsSchema = Type.Object(
  {
    allowRemark: Type.Boolean({
      default: true,
      description:
        'Let the member add a note to the transfer that the agent sees (at most 140 characters). Left out: allowed.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type UplineTransferProps = Static<typeof propsSchema>;
