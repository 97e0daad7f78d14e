import { Type, type Static } from '@sinclair/typebox';

export const title = 'Promotion list';
export const description =
  'The promotions of the announcement list (type PR) as cards with artwork, summary and end date, filtered by category; each opens /promoDetail.';

export const propsSchema = Type.Object(
  {
    showFilters: Type.Boolean({
      default: true,
      description:
        'Show the category chips (All, New members, Slots...) above the promotion cards. Left out: shown.',
      examples: [false],
    }),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 60,
        description:
          'The most promotion cards to show (1 to 60), e.g. a few in a home-page section. Left out: all of them.',
        examples: [3, 6],
      }),
    ),
  },
  { additionalProperties: false },
);

export type PromotionListProps = Static<typeof propsSchema>;
