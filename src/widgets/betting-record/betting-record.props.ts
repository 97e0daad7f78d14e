import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Rows per page. */
    pageSize: Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50)], { default: 20 }),
  },
  { additionalProperties: false },
);

export type BettingRecordProps = Static<typeof propsSchema>;
