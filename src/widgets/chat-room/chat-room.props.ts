import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * Show the room's header band in the merchant's chat header colour
     * (site.merchant.chatHeaderColor, the accent when absent) with the room's state.
     */
    header: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type ChatRoomProps = Static<typeof propsSchema>;
