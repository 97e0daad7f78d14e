import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Messages per page; "Load more" fetches the next page. */
    pageSize: Type.Integer({ minimum: 5, maximum: 50, default: 10 }),
  },
  { additionalProperties: false },
);

export type MessageInboxProps = Static<typeof propsSchema>;
