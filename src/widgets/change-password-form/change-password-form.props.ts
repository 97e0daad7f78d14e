import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    showTitle: Type.Boolean({
      default: false,
      description:
        'Show a heading above the form, as in the member area (the popup has its own title). Left out: no heading.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type ChangePasswordFormProps = Static<typeof propsSchema>;
