import { Type, type Static } from '@sinclair/typebox';

export const title = 'Header clock';
export const description =
  'The GMT offset and a clock ticking every second, in the time zone of the site’s settings (settings.timeZone).';

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
