import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the category chips (All, New members, Slots...) above the cards. */
    showFilters: Type.Boolean({ default: true }),
    /** Most cards to show (a home section shows a few); all when absent. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
  },
  { additionalProperties: false },
);

export type PromotionListProps = Static<typeof propsSchema>;
