import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES } from './feedback-rules';

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
      /** Pictures uploaded first to FEEDBACK_IMAGE_UPLOAD_PATH (members only), at most 3. */
      imageIds: Type.Optional(
        Type.Array(Type.Integer({ minimum: 1 }), { maxItems: FEEDBACK_MAX_IMAGES, uniqueItems: true }),
      ),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** Reference to quote to customer service. */
    ticket: Type.String(),
  }),
});

export const FeedbackTicket = Type.Object({
  id: Type.Integer(),
  /** The reference quoted to customer service. */
  ticket: Type.String(),
  questionType: Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t))),
  content: Type.String(),
  /** new: waiting for an operator; answered: replied to; closed: done. */
  status: Type.Union([Type.Literal('new'), Type.Literal('answered'), Type.Literal('closed')]),
  imageCount: Type.Integer(),
  /** Epoch ms. */
  createdAt: Type.Integer(),
  /** Operators' replies, oldest first. */
  replies: Type.Array(Type.Object({ body: Type.String(), createdAt: Type.Integer() })),
});

export const listMyFeedback = defineEndpoint({
  id: 'feedback.mine',
  method: 'GET',
  path: '/wps/feedback/mine',
  token: true,
  encrypted: false,
  summary: 'The member’s feedback and complaints, newest first, with status and operators’ replies.',
  request: Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(FeedbackTicket), total: Type.Integer() }),
});

export const feedbackEndpoints = [submitFeedback, listMyFeedback] as const;
