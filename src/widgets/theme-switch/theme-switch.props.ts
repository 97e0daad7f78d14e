import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the name of the theme the switch leads to next to the icon (wide headers). */
    showLabel: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type ThemeSwitchProps = Static<typeof propsSchema>;
