import { Type, type Static } from '@sinclair/typebox';

export const title = 'Theme switch';
export const description =
  'Switches between the dark (default) and light theme; the choice is remembered on this device.';

export const propsSchema = Type.Object(
  {
    showLabel: Type.Boolean({
      default: false,
      description:
        'Show the name of the theme the switch changes to next to its icon (for wide headers). Left out: icon only.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type ThemeSwitchProps = Static<typeof propsSchema>;
