import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Where to go after a reset logged the player in. */
    afterResetRoute: Type.String({ pattern: '^/', default: '/' }),
  },
  { additionalProperties: false },
);

export type ForgotPasswordFormProps = Static<typeof propsSchema>;
