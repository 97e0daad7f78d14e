import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show "My feedback" (status and replies) under the form for a logged-in member. */
    showMine: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type FeedbackCentreProps = Static<typeof propsSchema>;
