import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showDate: Type.Boolean({
      default: false,
      description: 'Show the date before the time (for wide headers). Left out: time only.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type HeaderClockProps = Static<typeof propsSchema>;
