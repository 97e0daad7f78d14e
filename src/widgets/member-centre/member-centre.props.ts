import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the member's avatar, name and balance above the menu. */
    showSummary: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type MemberCentreProps = Static<typeof propsSchema>;
