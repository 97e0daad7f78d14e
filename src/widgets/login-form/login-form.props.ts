import { Type, type Static } from '@sinclair/typebox';

export const title = 'Login form';
export const description =
  'Log in by username and password or by mobile number and SMS code, with captcha when demanded, remember-me, forgot password, free trial and a second step from new IPs.';

export const propsSchema = Type.Object(
  {
    layout: Type.Union([Type.Literal('full'), Type.Literal('compact')], {
      default: 'full',
      description:
        '`full`: the whole form (login popup, /login page); `compact`: username, password and buttons inline in the header (a “Log in” button on phones), continuing in the login popup when more is needed (captcha, SMS code, second step). Left out: `full`.',
      examples: ['compact'],
    }),
    showHeading: Type.Boolean({
      default: false,
      description:
        'Show the page heading, as on the /login page (the popup has its own title). Left out: no heading.',
      examples: [true],
    }),
    afterLoginRoute: Type.Optional(
      Type.String({
        pattern: '^/',
        description:
          'The page to open after logging in with this form, a path of this site starting with /; a page the player was sent from to log in comes first. Left out: the player stays on the page (a popup closes).',
        examples: ['/', '/memberCentre'],
      }),
    ),
  },
  { additionalProperties: false },
);

export type LoginFormProps = Static<typeof propsSchema>;
