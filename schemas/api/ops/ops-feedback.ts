import { Type } from '@sinclair/typebox';
import { FEEDBACK_TYPES } from '../feedback-rules';
import { Paging } from '../money-shapes';
import { FEEDBACK_READERS } from './reader-roles';
import { defineOpsEndpoint, type OperatorRole } from './ops-endpoint';
import { FEEDBACK_REPLY_MAX_CHARS } from './reply-rules';

/** Who answers or closes it: the people who talk to members. */
export const FEEDBACK_ANSWERERS: readonly OperatorRole[] = ['owner', 'support'];

export const FeedbackStatus = Type.Union([
  Type.Literal('new'),
  Type.Literal('answered'),
  Type.Literal('closed'),
]);

export const FeedbackCase = Type.Object({
  id: Type.Integer(),
  /** What the member was told to quote: FB-<yymmdd>-<id>. */
  ticket: Type.String(),
  merchant: Type.String(),
  status: FeedbackStatus,
  questionType: Type.Union(FEEDBACK_TYPES.map((t) => Type.Literal(t))),
  /** The member's username, or null for a visitor (then `contact` says how to reach them). */
  username: Type.Union([Type.String(), Type.Null()]),
  memberId: Type.Union([Type.Integer(), Type.Null()]),
  contact: Type.String(),
  /** What the member wrote: plain text, shown as text. */
  content: Type.String(),
  imageCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  replies: Type.Array(
    Type.Object({
      body: Type.String(),
      at: Type.String({ format: 'date-time' }),
      /** The operator who answered, or `ops-cli`. */
      by: Type.String(),
    }),
  ),
});

export const opsFeedbackList = defineOpsEndpoint({
  id: 'backOffice.feedback',
  method: 'GET',
  path: '/ops/feedback',
  token: true,
  encrypted: false,
  roles: FEEDBACK_READERS,
  summary:
    'Feedback and complaints with their replies: new ones oldest first (the longest waiting on top), answered and closed ones newest first. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(FeedbackStatus),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(FeedbackCase), total: Type.Integer() }),
});

export const opsFeedbackReply = defineOpsEndpoint({
  id: 'backOffice.feedbackReply',
  method: 'POST',
  path: '/ops/feedback/reply',
  token: true,
  encrypted: false,
  roles: FEEDBACK_ANSWERERS,
  summary:
    'Answer a member’s feedback: the member reads the reply under My feedback and it shows as answered. Closed feedback is not answered again.',
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      text: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX_CHARS }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ feedback: FeedbackCase }),
});

export const opsFeedbackClose = defineOpsEndpoint({
  id: 'backOffice.feedbackClose',
  method: 'POST',
  path: '/ops/feedback/close',
  token: true,
  encrypted: false,
  roles: FEEDBACK_ANSWERERS,
  summary: 'Close feedback that needs nothing more (answered or not); closing it twice changes nothing.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ feedback: FeedbackCase }),
});
