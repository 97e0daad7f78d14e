import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Rows per page. */
    pageSize: Type.Integer({ minimum: 5, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);

export type AgentTransactionsProps = Static<typeof propsSchema>;
