import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the date before the time (wide headers). */
    showDate: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type HeaderClockProps = Static<typeof propsSchema>;
