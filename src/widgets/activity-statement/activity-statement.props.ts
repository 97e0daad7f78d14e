import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Rows per day or per calendar month when the page opens; the member may switch. */
    groupBy: Type.Union([Type.Literal('day'), Type.Literal('month')], { default: 'day' }),
    /** Offer the request for a statement of the last twelve months from customer service. */
    offerTwelveMonths: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type ActivityStatementProps = Static<typeof propsSchema>;
