import { Type, type Static } from '@sinclair/typebox';

export const title = 'Register form';
export const description =
  'Registration by username or mobile number; every field shown, required and checked by the merchant’s rules; logs in at once.';

export const propsSchema = Type.Object(
  {
    afterRegisterRoute: Type.String({
      pattern: '^/',
      default: '/',
      description:
        'The page to open after registering (which logs the player in), a path of this site starting with /. Left out: the home page.',
      examples: ['/', '/depositv2'],
    }),
    showHeading: Type.Boolean({
      default: false,
      description:
        'Show the page heading, as on the /register page (the popup has its own title). Left out: no heading.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type RegisterFormProps = Static<typeof propsSchema>;
