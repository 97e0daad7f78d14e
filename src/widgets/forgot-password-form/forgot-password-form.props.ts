import { Type, type Static } from '@sinclair/typebox';

export const title = 'Forgot password form';
export const description =
  'Recover a password by username and e-mail (a reset link) or by mobile number, SMS code and new password (CHNGPASSVERIF3); finishes the e-mailed link.';

export const propsSchema = Type.Object(
  {
    afterResetRoute: Type.String({
      pattern: '^/',
      default: '/',
      description:
        'The page a player lands on after resetting the password (which logs the player in), a path of this site starting with /. Left out: the home page.',
      examples: ['/', '/memberCentre'],
    }),
  },
  { additionalProperties: false },
);

export type ForgotPasswordFormProps = Static<typeof propsSchema>;
