import { Type, type Static } from '@sinclair/typebox';

export const title = 'Chat room';
export const description =
  'The merchant’s chat room, live (R1.15): the latest messages on joining, members’ nicknames and VIP labels, posting for members, reading for visitors, moderation as it happens, and reconnecting by itself after a lost connection. Made for the chatRoom popup.';

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
