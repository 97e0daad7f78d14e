import { Type, type Static } from '@sinclair/typebox';

export const title = 'Game popup list';
export const description =
  'The gamePopup popup: the games of a VASSALAGE vendor (fish, PvP...) to launch one; opened by a vendor card.';

export const propsSchema = Type.Object(
  {
    header: Type.Boolean({
      default: true,
      description: 'Show the vendor’s logo and name above its games. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type GamePopupProps = Static<typeof propsSchema>;
