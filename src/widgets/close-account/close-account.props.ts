import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Point members who close for gambling reasons to self-exclusion on the responsible-gaming page. */
    offerSelfExclusion: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type CloseAccountProps = Static<typeof propsSchema>;
