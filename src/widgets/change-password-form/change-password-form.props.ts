import { Type, type Static } from '@sinclair/typebox';

export const title = 'Change password form';
export const description =
  'Change the password: the forced change after login (initial or expired password) and the member area’s voluntary change.';

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
