import { Type, type Static } from '@sinclair/typebox';

export const title = 'Member centre';
export const description =
  'The member-centre popup (spec §2): the site’s memberCentre pages in menu order with their badges, one page at a time in the right-hand area, for members who are not trial accounts.';

export const propsSchema = Type.Object(
  {
    showSummary: Type.Boolean({
      default: true,
      description:
        'Show the member’s avatar, name and balance above the member-centre menu. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type MemberCentreProps = Static<typeof propsSchema>;
