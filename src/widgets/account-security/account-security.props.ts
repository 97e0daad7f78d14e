import { Type, type Static } from '@sinclair/typebox';

const Section = Type.Union([
  Type.Literal('avatar'),
  Type.Literal('twoFactor'),
  Type.Literal('sessions'),
  Type.Literal('history'),
]);

export const propsSchema = Type.Object(
  {
    /** Which parts to show, in order (the security centre shows them all). */
    sections: Type.Array(Section, {
      default: ['avatar', 'twoFactor', 'sessions', 'history'],
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export type AccountSecurityProps = Static<typeof propsSchema>;
