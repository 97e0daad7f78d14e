import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showMine: Type.Boolean({
      default: true,
      description:
        'Show “My feedback” (the member’s earlier feedback, its status and the replies) under the form to logged-in members. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type FeedbackCentreProps = Static<typeof propsSchema>;
