import { Type, type Static } from '@sinclair/typebox';

export const title = 'PvP rooms';
export const description =
  'Rooms of the card and board games by stake level, with how many members played lately; joining launches the game.';

export const propsSchema = Type.Object(
  {
    vassalage: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_]{1,20}$',
        description:
          'Show only this vendor’s rooms (the vendor code, letters, digits and _ up to 20). Left out: the rooms of every PvP vendor.',
        examples: ['CHS'],
      }),
    ),
  },
  { additionalProperties: false },
);

export type PvpRoomsProps = Static<typeof propsSchema>;
