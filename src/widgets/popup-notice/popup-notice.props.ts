import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Wait this long after the page opens before showing the notice. */
    delayMs: Type.Integer({ minimum: 0, maximum: 10_000, default: 800 }),
  },
  { additionalProperties: false },
);

export type PopupNoticeProps = Static<typeof propsSchema>;
