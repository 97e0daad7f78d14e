import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show a heading (in the member area; the popup has its own title). */
    showTitle: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type ChangePasswordFormProps = Static<typeof propsSchema>;
