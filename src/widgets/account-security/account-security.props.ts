import { Type, type Static } from '@sinclair/typebox';

export const title = 'Account security';
export const description =
  'The member’s avatar, two-factor sign-in (authenticator app with a QR code), active sessions with “sign out everywhere”, and login history.';

const Section = Type.Union([
  Type.Literal('avatar'),
  Type.Literal('twoFactor'),
  Type.Literal('sessions'),
  Type.Literal('history'),
]);

export const propsSchema = Type.Object(
  {
    sections: Type.Array(Section, {
      default: ['avatar', 'twoFactor', 'sessions', 'history'],
      uniqueItems: true,
      description:
        'Which parts of the security centre to show, top to bottom: `avatar` (profile picture), `twoFactor` (two-step login), `sessions` (devices logged in) and `history` (recent logins). Left out: all four in that order.',
      examples: [
        ['twoFactor', 'sessions'],
        ['avatar', 'twoFactor', 'sessions', 'history'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type AccountSecurityProps = Static<typeof propsSchema>;
