import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Show the section heading (the security centre lists several forms). */
    showTitle: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type PaymentPasswordFormProps = Static<typeof propsSchema>;
