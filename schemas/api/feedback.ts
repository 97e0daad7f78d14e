import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { FEEDBACK_MAX_CHARS, FEEDBACK_TYPES } from './feedback-rules';

export const submitFeedback = defineEndpoint({
  id: 'feedback.submit',
  method: 'PUT',
  path: '/wps/feedback',
  token: false,
  encrypted: false,
  summary:
    'Send feedback or a complaint (spec §3: question type and content). Members are known by their token; visitors leave a contact.',
  request: Type.Object(
    {
      /** What it is about. */
      questionType: Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t))),
      /** Plain text, between FEEDBACK_MIN_WORDS and FEEDBACK_MAX_WORDS words (schemas/api/feedback-rules.ts). */
      content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_CHARS }),
      /** E-mail or phone to answer on: required from visitors, optional for members. */
      contact: Type.Optional(Type.String({ maxLength: 120 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** Reference to quote to customer service. */
    ticket: Type.String(),
  }),
});

export const feedbackEndpoints = [submitFeedback] as const;
