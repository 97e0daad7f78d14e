import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Let the member close the popup with "Later" (it comes back at the next login). */
    allowLater: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type ContractRequestsProps = Static<typeof propsSchema>;
