import { Type, type Static } from '@sinclair/typebox';

export const title = 'Message inbox';
export const description =
  'messageV2 (platform information): the member’s messages and the merchant’s notices, newest first, with unread markers, reading, mark all read and load more (R2.74).';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 50,
      default: 10,
      description:
        'How many messages to load at a time (5 to 50); “Load more” fetches the next ones. Left out: 10.',
      examples: [10, 20],
    }),
  },
  { additionalProperties: false },
);

export type MessageInboxProps = Static<typeof propsSchema>;
