import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the button on every page, not only on home (the spec shows it on home). */
    everywhere: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type LicenceButtonProps = Static<typeof propsSchema>;
