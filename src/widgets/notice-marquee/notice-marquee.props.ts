import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Scrolling speed in pixels per second. */
    speed: Type.Integer({ minimum: 20, maximum: 200, default: 60 }),
  },
  { additionalProperties: false },
);

export type NoticeMarqueeProps = Static<typeof propsSchema>;
