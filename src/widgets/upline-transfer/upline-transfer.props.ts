import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Let the member add a note the agent sees (at most 140 characters). */
    allowRemark: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type UplineTransferProps = Static<typeof propsSchema>;
