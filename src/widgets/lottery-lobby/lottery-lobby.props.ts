import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** How many opened draws to list under the latest result (the call returns up to 100). */
    history: Type.Integer({ minimum: 5, maximum: 100, default: 30 }),
    /** Height of the betting frame in pixels on wide screens. */
    frameHeight: Type.Integer({ minimum: 480, maximum: 1400, default: 820 }),
  },
  { additionalProperties: false },
);

export type LotteryLobbyProps = Static<typeof propsSchema>;
