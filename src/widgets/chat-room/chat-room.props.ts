import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    header: Type.Boolean({
      default: true,
      description:
        'Show the room’s header band, with the room’s state, in the merchant’s chat header colour (`merchant.chatHeaderColor`, the accent colour when that is not set). Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type ChatRoomProps = Static<typeof propsSchema>;
