import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    offerSelfExclusion: Type.Boolean({
      default: true,
      description:
        'Point members who close their account for gambling reasons to self-exclusion on the responsible-gaming page. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type CloseAccountProps = Static<typeof propsSchema>;
