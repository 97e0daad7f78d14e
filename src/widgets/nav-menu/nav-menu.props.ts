import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show each item's icon before its label on wide screens too (phones always show icons). */
    showIcons: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type NavMenuProps = Static<typeof propsSchema>;
