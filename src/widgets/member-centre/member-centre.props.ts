import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showSummary: Type.Boolean({
      default: true,
      description:
        'Show the member’s avatar, name and balance above the member-centre menu. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type MemberCentreProps = Static<typeof propsSchema>;
