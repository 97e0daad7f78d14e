import { Type, type Static } from '@sinclair/typebox';

export const title = 'Feedback and complaints';
export const description =
  'Feedback and complaints (R1.16): question type, content between 5 and 500 words, up to 3 png or jpg pictures for members, a contact for visitors; and "My feedback" with each ticket’s status and the operators’ replies.';

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
